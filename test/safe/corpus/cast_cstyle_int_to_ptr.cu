// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A C-style cast forges a pointer from an integer.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void cstyle(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned long long addr = 0x7f0000000000ull + threadIdx.x;
  float *p = (float *)addr; // expected-error {{is not allowed in safe code}}
  *p = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
