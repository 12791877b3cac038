// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// OXIDE_ASSUME (a public macro) hands the optimiser a false fact that deletes a bounds check.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void oxide_assume(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  OXIDE_ASSUME(fact, threadIdx.x < in.len()); // expected-error {{compiler builtin}}
  const float x = in[threadIdx.x];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
