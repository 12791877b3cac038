// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __builtin_assume with a false fact deletes the slice's bounds check.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void builtin_assume(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned i = threadIdx.x;
  const bool fits = i < 4;
  __builtin_assume(fits); // expected-error {{calls a compiler builtin}}
  const float x = in[i];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
