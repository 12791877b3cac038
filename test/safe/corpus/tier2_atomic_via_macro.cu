// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// atomicAdd written by a macro.
#include <oxide/oxide.cuh>
#define BUMP(x) atomicAdd(&(x), 1)
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void atomic_macro(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  int local = 0;
  BUMP(local); // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = float(local);
}
