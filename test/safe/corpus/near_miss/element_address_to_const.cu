// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A pointer to const taken from a checked element, read once (no arithmetic).
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void const_elem(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float v = 0.0f;
  if (threadIdx.x < in.len()) {
    const float *p = &in[threadIdx.x];
    v = *p;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
