// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Dereferences begin() of a slice without checking it is non-empty: an empty slice
// reads past its end (or through null), and nothing traps.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void deref_begin(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float first = *in.begin(); // expected-error {{'oxide::slice<const float>::begin' is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = first;
}
