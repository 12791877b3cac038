// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A member of an oxide::detail class called through a user class derived
// from it (found by the review of publish_steps, 2026-12-05): `r.step(w)`
// named no detail type or declaration, so publish_steps' unchecked run read a
// walk past its end, and `last` wrapped its count so the vote passed. Also
// through a template of the base, an alias, a temporary, a helper template
// and a generic lambda. A member inherited from a detail base is the API
// only on oxide's own classes (disjoint_slice::row_width stays quiet).
#include <oxide/oxide.cuh>

using walk = oxide::view_steps<const float>;
using WR = oxide::detail::walk_run;
struct runner : oxide::detail::walk_run {};
template <class B>
struct wrap : B {};

template <class R>
__device__ float via_object(R r, walk &w) {
  return r.step(w); // expected-error {{'oxide::detail::walk_run::step' is in oxide::detail}}
}

__device__ walk row_walk(oxide::slice<const float> a, unsigned k) {
  return oxide::matrix_view(a, k).row(blockIdx.y, k).value_or(oxide::row_view<const float>::empty()).steps<32>(threadIdx.x);
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void derived_runner(unsigned k, oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  auto w = row_walk(a, k);
  runner r;
  float v = r.step(w);                // expected-error {{'oxide::detail::walk_run::step' is in oxide::detail}}
  wrap<oxide::detail::walk_run> t;    // expected-error {{is in oxide::detail}}
  v += t.step(w);                     // expected-error {{'oxide::detail::walk_run::step' is in oxide::detail}}
  r.last(w, 2u);                      // expected-error {{'oxide::detail::walk_run::last' is in oxide::detail}}
  v += runner{}.last(w, 1000u);       // expected-error {{'oxide::detail::walk_run::last' is in oxide::detail}}
  v += via_object(runner{}, w);
  v += [](auto q, walk &x) { return q.last(x, 5u); }(runner{}, w); // expected-error {{'oxide::detail::walk_run::last' is in oxide::detail}}
  struct local : WR {};
  v += local{}.step(w);               // expected-error {{'oxide::detail::walk_run::step' is in oxide::detail}}
  v += float(out.row_width());
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
