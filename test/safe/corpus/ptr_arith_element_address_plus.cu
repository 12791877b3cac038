// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Offsets a pointer to const taken from a checked element (&in[0]) by the thread index.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void elem_plus(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = *(&in[0] + threadIdx.x); // expected-error {{raw pointer arithmetic in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
