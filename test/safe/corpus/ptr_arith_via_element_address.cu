// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Indexes a pointer to const taken from a checked element (&in[0]): past the end reads anything, no trap.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void via_elem_addr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned i = threadIdx.x;
  const float *p = &in[0];
  const float x = p[i + 1]; // expected-error {{raw pointer arithmetic in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
