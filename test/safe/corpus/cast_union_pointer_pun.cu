// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A union puns an integer into a pointer.
#include <oxide/oxide.cuh>
union pun {
  unsigned long long bits;
  float *ptr;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void union_pun(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  pun u; // expected-error {{has no value}}
  u.bits = 0x7f0000000000ull + threadIdx.x; // expected-error {{is not allowed in safe code}}
  *u.ptr = 1.0f; // expected-error {{is not allowed in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
