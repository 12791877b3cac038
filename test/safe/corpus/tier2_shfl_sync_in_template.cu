// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __shfl_sync in a function template.
#include <oxide/oxide.cuh>
template <class T>
__device__ T broadcast(T v) {
  return __shfl_sync(0xffffffffu, v, 0); // expected-error {{is a Tier-2 operation}}
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void shfl_template(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float v = broadcast(in.get(threadIdx.x).value_or(0.0f));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
