// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::optional<synced>(s) copies s inside libcu++ through the OXIDE_UNSAFE_FN copy constructor (a barrier) under a divergent branch, with no unsafe block: optional's constructors reach the storage through inherited constructors (CXXInheritedCtorInitExpr), which the through-walk does not follow, so no hidden unsafe call is recorded.
#include <oxide/oxide.cuh>
#include <cuda/std/optional>
struct synced {
  int v;
  __device__ explicit synced(int x) : v(x) {}
  // SAFETY: every thread of the block copies together.
  OXIDE_UNSAFE_FN __device__ synced(const synced &o) : v(o.v) { oxide::sync_threads(); }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void optional_copy(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const synced s(static_cast<int>(threadIdx.x));
  if (threadIdx.x < 64) {
    cuda::std::optional<synced> o2(s); // expected-error {{is unsafe}}
    if (auto o = out.get_mut(oxide::thread::index_1d()))
      *o = static_cast<float>((*o2).v); // expected-error {{reads an optional or expected through}}
  }
}
