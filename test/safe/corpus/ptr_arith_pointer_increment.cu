// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Walks a raw pointer with ++ past the slice's end.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void increment(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float *p = &in[0];
  for (unsigned k = 0; k < threadIdx.x; ++k)
    ++p; // expected-error {{raw pointer arithmetic in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p;
}
