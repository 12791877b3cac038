// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The raw subscript is written by a macro.
#include <oxide/oxide.cuh>
#define AT(p, i) ((p)[i])
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void via_macro(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = AT(&in[0], threadIdx.x); // expected-error {{raw pointer arithmetic in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
