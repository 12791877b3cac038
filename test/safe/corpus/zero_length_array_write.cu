// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A zero-length member array's decay, then *p = v: a write past the local
// struct, onto the stack, with no arithmetic and no subscript.
#include <oxide/oxide.cuh>
struct zl {
  float head;
  float z[0];
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void stack_write(oxide::disjoint_slice<float> out) {
  zl g{2.0f};
  float *w = g.z; // expected-error {{pointer to an array of unknown or zero length}}
  *w = 7.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = g.head;
}
