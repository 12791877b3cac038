// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A functional cast through a pointer typedef forges a pointer from an integer.
#include <oxide/oxide.cuh>
typedef float *fptr;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void functional(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned long long addr = 0x7f0000000000ull + threadIdx.x;
  fptr p = fptr(addr); // expected-error {{is not allowed in safe code}}
  *p = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
