// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// `*none` of an empty cuda::std::optional reads storage that never had a
// value (the indeterminate-value class): used as an index, the bounds check
// and the load need not see one number. optional's and expected's '*' and
// '->' are refused; value_or() and value() (which tests) stay quiet.
#include <oxide/oxide.cuh>
#include <cuda/std/optional>

struct pair2 {
  unsigned a, b;
};

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void reads(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o) {
    cuda::std::optional<unsigned> none;
    cuda::std::optional<pair2> p;
    const unsigned i = *none; // expected-error {{reads an optional or expected through '*', '->' or error()}}
    const unsigned j = p->b;  // expected-error {{reads an optional or expected through '*', '->' or error()}}
    const unsigned k = none.value_or(0u) + (p ? p.value().a : 0u);
    *o = in.get(i + j + k).value_or(0.0f);
  }
}
