// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A namespace-scope `static __device__` counter incremented by every thread.
#include <oxide/oxide.cuh>
static __device__ int s_hits;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ns_static(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  s_hits++; // expected-error {{safe code writes 's_hits'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
