// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu && not test -e %t.cu
// row_view's iterator has a public (pointer, index) constructor: an iterator 1 GiB into
// the input is dereferenced with no check.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void row_iter(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const oxide::row_view<float>::iterator it(&in[0], 1u << 28); // expected-error {{is a Tier-2 operation}}
  const float x = *it; // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
