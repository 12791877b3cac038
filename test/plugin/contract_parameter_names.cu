// The launch contract names parameters: the launcher checks them by one
// declaration's names, the kernel's entry assumes them by the definition's.
// A definition that renames the parameters would make the host check one
// parameter and the device assume it of another, so it is refused. Both
// paths.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify && not test -e %t.cu
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (in.len() >= n)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned n, // expected-note {{the other declaration}}
                  unsigned m); // expected-note {{the other declaration}}

__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned m, // expected-error {{parameter 3 of kernel 'k' is 'm' here but 'n' in another declaration}}
                  unsigned n) { // expected-error {{parameter 4 of kernel 'k' is 'n' here but 'm' in another declaration}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = in[n];
}

// The same names are fine.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (in.len() >= n)")]]
__global__ void same(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned n);
__global__ void same(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned n) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = in.get(n).value_or(0.0f);
}
