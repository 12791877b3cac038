// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// 'a != b' is rewritten by C++20 to '!(a == b)' and calls the OXIDE_UNSAFE_FN operator== (a barrier) under a divergent branch with no unsafe block: RecursiveASTVisitor without implicit code visits only the written form of a CXXRewrittenBinaryOperator.
#include <oxide/oxide.cuh>
struct key {
  int v;
  // SAFETY: every thread of the block compares keys together.
  OXIDE_UNSAFE_FN __device__ bool operator==(const key &o) const {
    oxide::sync_threads();
    return v == o.v;
  }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void rewritten_ne(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const key a{static_cast<int>(threadIdx.x)}, b{1};
  if (threadIdx.x < 64)
    if (a != b) // expected-error {{is unsafe}}
      if (auto o = out.get_mut(oxide::thread::index_1d()))
        *o = 1.0f;
}
