// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// memcpy copies integer bytes into a pointer object.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void memcpy_k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float *p = nullptr;
  const unsigned long long addr = 0x7f0000000000ull;
  memcpy(&p, &addr, sizeof p); // expected-error {{passes a raw pointer}}
  *p = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
