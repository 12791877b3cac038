// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A counted loop with step 2 over float[4] that reads pairs acc[i], acc[i + 1]: i is 0 or 2, so i + 1 <= 3.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void stride_two(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float acc[4] = {};
  for (unsigned i = 0; i < 4; ++i)
    acc[i] = in.get(threadIdx.x * 4 + i).value_or(0.0f);
  float s = 0.0f;
  for (unsigned i = 0; i < 4; i += 2)
    s += acc[i] * acc[i + 1];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}
