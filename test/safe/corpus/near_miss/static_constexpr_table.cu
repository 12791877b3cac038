// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A function-local static constexpr table read in a counted loop.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void lut(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  static constexpr float lut[4] = {0.5f, 1.0f, 1.5f, 2.0f};
  float s = 0.0f;
  for (unsigned k = 0; k < 4; ++k)
    s += lut[k];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s * in.get(threadIdx.x).value_or(0.0f);
}
