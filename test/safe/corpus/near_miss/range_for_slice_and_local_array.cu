// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// Range-for over a slice and over a register array (the implicit iteration cannot step past the end).
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void range_for(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float sum = 0.0f;
  for (float x : in)
    sum += x;
  float acc[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  for (float &a : acc)
    a *= sum;
  for (const float a : acc)
    sum += a;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = sum;
}
