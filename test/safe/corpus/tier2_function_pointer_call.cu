// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A call through a function pointer.
#include <oxide/oxide.cuh>
__device__ float twice(float v) { return 2.0f * v; }
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void fnptr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float (*fp)(float) = &twice;
  const float x = fp(1.0f); // expected-error {{calls through a function pointer}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
