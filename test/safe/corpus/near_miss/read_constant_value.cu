// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// Reading a __constant__ scalar and a __constant__ table in a counted loop.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
__constant__ float c_scale;
__constant__ float c_weights[4];
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void read_constant(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float s = 0.0f;
  for (unsigned k = 0; k < 4; ++k)
    s += c_weights[k] * in.get(threadIdx.x + k).value_or(0.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = c_scale * s;
}
