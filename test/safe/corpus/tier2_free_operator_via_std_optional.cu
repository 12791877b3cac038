// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::optional's operator== calls the user's free operator== from inside the library.
#include <oxide/oxide.cuh>
#include <cuda/std/optional>
struct key {
  int k;
};
__device__ bool operator==(const key &a, const key &b) {
  __syncwarp(); // expected-error {{is a Tier-2 operation}}
  return a.k == b.k;
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void free_op_optional(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const cuda::std::optional<key> a{key{int(threadIdx.x)}}, b{key{3}};
  bool same = false;
  if (threadIdx.x < 64)
    same = a == b;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = same ? 1.0f : 0.0f;
}
