// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A const __device__ object with a mutable member: const does not make it read-only.
#include <oxide/oxide.cuh>
struct stats {
  mutable int hits;
};
__device__ const stats g_stats{0};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void mutable_member(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  g_stats.hits = 1; // expected-error {{safe code writes 'g_stats'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
