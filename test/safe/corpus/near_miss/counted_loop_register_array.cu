// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A counted loop over a register array whose bound equals its extent.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void counted(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float acc[4] = {};
  for (unsigned i = 0; i < 4; ++i)
    acc[i] = in.get(threadIdx.x * 4 + i).value_or(0.0f);
  float s = 0.0f;
  for (unsigned i = 0; i < 4; ++i)
    s += acc[i];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}
