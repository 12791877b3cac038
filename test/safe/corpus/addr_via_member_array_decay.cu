// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A member array of the output element decays to a writable raw pointer (no `&`).
#include <oxide/oxide.cuh>
struct vec4 {
  float v[4];
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void member_decay(oxide::slice<const float> in, oxide::disjoint_slice<vec4> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d())) {
    float *p = o->v; // expected-error {{takes a writable pointer to an object it does not own}}
    *p = 1.0f;
  }
}
