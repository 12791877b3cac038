// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// [[assume]] states a false bound; the optimiser deletes the check it implies.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void assume_k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned i = threadIdx.x;
  [[assume(i < 4)]]; // expected-error {{[[assume]]}}
  const float x = in[i];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
