// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// range-for calls the OXIDE_UNSAFE_FN begin() implicitly, so the barrier inside runs under 'threadIdx.x < 64' with no unsafe block: the unsafe-scope check and the rule walk skip the range-for's implicit code, and the safe context only marks begin() as an unsafe body.
#include <oxide/oxide.cuh>
struct counter_it {
  int i;
  __device__ int operator*() const { return i; }
  __device__ counter_it &operator++() {
    ++i;
    return *this;
  }
  __device__ bool operator!=(const counter_it &o) const { return i != o.i; }
};
struct synced_range {
  // SAFETY: every thread of the block calls begin() together.
  OXIDE_UNSAFE_FN __device__ counter_it begin() const {
    oxide::sync_threads();
    return counter_it{0};
  }
  __device__ counter_it end() const { return counter_it{4}; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unsafe_begin(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  int s = 0;
  if (threadIdx.x < 64)
    for (int x : synced_range{}) // expected-error {{is unsafe}}
      s += x;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = static_cast<float>(s);
}
