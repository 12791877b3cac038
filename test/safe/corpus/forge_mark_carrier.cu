// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=expected,rewrite -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A user struct that spells device_lib's "oxide.carrier" (or "oxide.witness")
// mark would be trusted as a holder of witnesses: this one carries a
// thread_index across the launch, so every thread gets the same witness and
// writes the same element. Spellings: GNU annotate, [[clang::annotate]] with
// a split string, #pragma clang attribute, a macro.
#include <oxide/oxide.cuh>

#define BOX(Name)                                                                                  \
  oxide::thread_index<oxide::index1d> w;                                                           \
  __host__ explicit Name(oxide::size_t i)                                                          \
      : w(oxide::detail::witness_factory::make(oxide::detail::witness_value<oxide::index1d>{i})) {}  \
  __host__ Name(const Name &o) : Name(o.w.get()) {}

struct __attribute__((annotate("oxide.carrier"))) Gnu { BOX(Gnu) }; // expected-error {{'oxide.carrier' is a mark of oxide's own declarations}}
struct [[clang::annotate("ox" "ide.carrier")]] Split { BOX(Split) }; // expected-error {{'oxide.carrier' is a mark of oxide's own declarations}}
// (oxide-rewrite also refuses the pragma: nvcc does not read it.)
#pragma clang attribute push(__attribute__((annotate("oxide.carrier"))), apply_to = record) // rewrite-error {{'#pragma clang attribute' in a file with safe code}}
struct Pragma { BOX(Pragma) }; // expected-error@-1 {{'oxide.carrier' is a mark of oxide's own declarations}}
#pragma clang attribute pop // rewrite-error {{'#pragma clang attribute' in a file with safe code}}
#define MARK(x) __attribute__((annotate(x)))
struct MARK("oxide.witness") Witness { BOX(Witness) }; // expected-error {{'oxide.witness' is a mark of oxide's own declarations}}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out, Gnu a, Split b, Pragma c, Witness d) { // expected-error 0+ {{}}
  if (auto o = out.get_mut(a.w))
    *o = in.get(threadIdx.x).value_or(0.0f);
  if (auto o = out.get_mut(b.w))
    *o = 1.0f;
  if (auto o = out.get_mut(c.w))
    *o = 2.0f;
  if (auto o = out.get_mut(d.w))
    *o = 3.0f;
}
