// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A template whose discarded if-constexpr branch holds a barrier: the instantiation never has it.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
template <class T>
__device__ T maybe_sync(T v) {
  if constexpr (sizeof(T) == 8)
    __syncthreads();
  return v + T(1);
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void discarded(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = maybe_sync(in.get(threadIdx.x).value_or(0.0f));
}
