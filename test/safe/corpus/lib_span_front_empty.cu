// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu && not test -e %t.cu
// span::front() on a possibly empty span.
#include <oxide/oxide.cuh>
#include <cuda/std/span>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void span_front(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const cuda::std::span<const float> e; // empty
  const float x = e.front(); // expected-error {{calls a library member}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
