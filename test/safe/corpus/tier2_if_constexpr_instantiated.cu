// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The shuffle sits in an if-constexpr branch that the instantiation keeps.
#include <oxide/oxide.cuh>
template <class T>
__device__ T pair_sum(T v) {
  if constexpr (sizeof(T) == 4)
    v += __shfl_xor_sync(0xffffffffu, v, 1); // expected-error {{is a Tier-2 operation}}
  return v;
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void if_constexpr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float v = pair_sum(in.get(threadIdx.x).value_or(0.0f));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
