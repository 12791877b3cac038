// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// memmove of 8 bytes into a 4-byte local: a write past the object.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void mm(oxide::disjoint_slice<float> out) {
  float a[2] = {1.0f, 2.0f}, b[1] = {0.0f};
  __builtin_memmove(b, a, sizeof a); // expected-error {{safe code calls a compiler builtin that reads or writes memory}} expected-warning 0-1 {{will always overflow}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = b[0];
}
