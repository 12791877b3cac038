// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// span::subspan with an out-of-range offset/count (precondition unchecked in release).
#include <oxide/oxide.cuh>
#include <cuda/std/span>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void subspan_k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const cuda::std::span<const float> e; // empty
  const auto s = e.subspan(4, 64); // expected-error {{calls a library member}}
  const float x = float(s.size());
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
