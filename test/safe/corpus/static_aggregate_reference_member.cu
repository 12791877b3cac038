// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A local aggregate with a reference member is bound to a __device__ global, then written through.
#include <oxide/oxide.cuh>
__device__ float g_total;
struct ref_box {
  float &r;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void agg_ref(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  ref_box b{g_total}; // expected-error {{safe code writes 'g_total'}}
  b.r = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
