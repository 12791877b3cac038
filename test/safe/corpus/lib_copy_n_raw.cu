// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::copy_n reads 64 elements from the input and writes them into a 4-element local.
#include <oxide/oxide.cuh>
#include <cuda/std/utility> // copy_n.h uses pair without including it
#include <cuda/std/__algorithm/copy_n.h>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void copy_n_k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float buf[4] = {};
  cuda::std::copy_n(&in[0], 64, buf); // expected-error {{passes a raw pointer}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = buf[0];
}
