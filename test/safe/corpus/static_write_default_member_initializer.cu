// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A default member initializer takes &global; a default-constructed local then writes through it.
#include <oxide/oxide.cuh>
__device__ float g_total;
struct handle {
  float *p = &g_total; // expected-error {{safe code writes 'g_total'}}
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void default_member_init(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  handle h;
  *h.p = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
