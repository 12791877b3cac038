// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::max calls the user's hidden-friend operator< (not a member, so never reached).
#include <oxide/oxide.cuh>
#include <cuda/std/__algorithm/max.h>
struct score {
  float v;
  friend __device__ bool operator<(const score &a, const score &b) {
    __syncwarp(); // expected-error {{is a Tier-2 operation}}
    return a.v < b.v;
  }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void hidden_friend(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const score a{in.get(threadIdx.x).value_or(0.0f)}, b{1.0f};
  float m = 0.0f;
  if (threadIdx.x < 64)
    m = cuda::std::max(a, b).v;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = m;
}
