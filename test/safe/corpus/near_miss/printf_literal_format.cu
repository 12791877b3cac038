// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// printf with a literal format and value arguments that match it.
// expected-no-diagnostics
#include <oxide/oxide.cuh>

#include <cstdio>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void printf_ok(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = in.get(threadIdx.x).value_or(0.0f);
  if (threadIdx.x == 0)
    printf("block %u: %f\n", blockIdx.x, x);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
