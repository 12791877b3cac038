// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A cuda::std::span subscript is unchecked (the library's assertion is off); here the span is empty.
#include <oxide/oxide.cuh>
#include <cuda/std/span>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void span_subscript(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const cuda::std::span<const float> s; // empty: every subscript is out of bounds
  const float x = s[threadIdx.x]; // expected-error {{calls a library member}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
