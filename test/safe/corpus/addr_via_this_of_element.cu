// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A member function returns `this`: called on the output element it yields a writable raw pointer to it.
#include <oxide/oxide.cuh>
struct cell {
  float v;
  __device__ cell *self() { return this; } // expected-error {{takes a writable pointer to an object it does not own}}
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void this_ptr(oxide::slice<const float> in, oxide::disjoint_slice<cell> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d())) {
    cell *p = o->self();
    p->v = 1.0f;
  }
}
