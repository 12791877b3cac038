// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// Writable pointers and references to this thread's own locals.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
__device__ void set(float *p, float v) { *p = v; }
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ptr_local(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float x = 0.0f;
  float *p = &x;
  *p = in.get(threadIdx.x).value_or(0.0f);
  set(&x, x + 1.0f);
  float &r = x;
  r += 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
