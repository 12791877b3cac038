// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Pointer arithmetic hidden behind a type alias: p += n on a `cptr`.
#include <oxide/oxide.cuh>
using cptr = const float *;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void alias_compound(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  cptr p = &in[0];
  p += threadIdx.x; // expected-error {{raw pointer arithmetic in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p;
}
