// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// 'wrapper y = x;' runs wrapper's implicit copy constructor, which runs the member's OXIDE_UNSAFE_FN copy constructor (a barrier) under a divergent branch with no unsafe block: defaulted bodies are implicit code that neither the unsafe-scope check nor the rule walk visits.
#include <oxide/oxide.cuh>
struct synced {
  int v;
  __device__ explicit synced(int x) : v(x) {}
  // SAFETY: every thread of the block copies together.
  OXIDE_UNSAFE_FN __device__ synced(const synced &o) : v(o.v) { oxide::sync_threads(); }
};
struct wrapper {
  synced s;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void implicit_copy(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  wrapper x{synced(static_cast<int>(threadIdx.x))};
  if (threadIdx.x < 64) {
    wrapper y = x; // expected-error {{is unsafe}}
    if (auto o = out.get_mut(oxide::thread::index_1d()))
      *o = static_cast<float>(y.s.v);
  }
}
