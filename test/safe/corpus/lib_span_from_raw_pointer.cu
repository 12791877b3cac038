// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu && not test -e %t.cu
// A cuda::std::span built from the raw pointer with a longer length.
#include <oxide/oxide.cuh>
#include <cuda/std/span>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void span_raw(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const cuda::std::span<const float> s(&in[0], in.len() + 64); // expected-error {{passes a raw pointer}}
  const float x = float(s.size());
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
