// A kernel parameter through which threads reach memory no check covers is
// refused, at any depth: a raw pointer (const too), a reference, a function
// pointer, and the same in a member, a base, an array or a slice element; a
// mutable member; a surface object; oxide's views, tiles, optional_ref and
// maybe (their buffer would pass the launcher's overlap check unseen: a view
// of an output races its writes). Slices, disjoint slices and plain values
// stay quiet, and [[oxide::kernel(raw)]] opts out. Both paths.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>

#include "Inputs/view_params.h"

struct desc { const float *p; };
struct mut { mutable float x; };
struct holder_base { const int *q; };
struct derived : holder_base { int n; };
struct plain { float a; unsigned n; };
struct bundle { oxide::slice<const float> in; oxide::disjoint_slice<float> out; };
using cptr = const float *;

[[oxide::kernel]] __global__ void k1(const float *in) {}                       // expected-error {{parameter 'in' of kernel 'k1' holds a raw pointer (const float *)}}
[[oxide::kernel]] __global__ void k2(oxide::slice<const desc> d) {}            // expected-error {{holds a slice whose elements hold a raw pointer}}
[[oxide::kernel]] __global__ void k3(oxide::disjoint_slice<float *> d) {}      // expected-error {{holds a slice whose elements hold a raw pointer (float *)}}
[[oxide::kernel]] __global__ void k4(oxide::slice<const mut> d) {}             // expected-error {{holds a mutable member ('x')}}
[[oxide::kernel]] __global__ void k5(cudaSurfaceObject_t s) {}                 // expected-error {{holds a surface object}}
[[oxide::kernel]] __global__ void k6(float *const *pp) {}                      // expected-error {{holds a raw pointer (float *const *)}}
[[oxide::kernel]] __global__ void k7(void (*fp)(int)) {}                       // expected-error {{holds a raw pointer (void (*)(int))}}
[[oxide::kernel]] __global__ void k8(derived d) {}                             // expected-error {{holds a raw pointer (const int *) in member 'q' in base holder_base}}
[[oxide::kernel]] __global__ void k9(cptr p) {}                                // expected-error {{holds a raw pointer (cptr)}}
[[oxide::kernel]] __global__ void k11(bundle b) {}                             // expected-error {{holds an oxide slice (oxide::slice<const float>) in member 'in', which the launcher's overlap check does not see}}
[[oxide::kernel]] __global__ void k12(oxide::matrix_view<const float> m, oxide::disjoint_slice<float> out) {} // expected-error {{holds an oxide view or reference (oxide::matrix_view<const float>), whose buffer the launcher's overlap check does not see}}
[[oxide::kernel]] __global__ void k13(oxide::optional_ref<const float> first) {} // expected-error {{holds an oxide view or reference (oxide::optional_ref<const float>)}}
[[oxide::kernel]] __global__ void k14(oxide::maybe<oxide::slice<const float>> ms) {} // expected-error {{holds an oxide view or reference (oxide::maybe<oxide::slice<const float>}}
[[oxide::kernel]] __global__ void k15(row_of_floats r) {}                       // expected-error {{holds an oxide view or reference (row_of_floats)}}
[[oxide::kernel]] __global__ void k16(with_tile w) {}                           // expected-error {{holds an oxide view or reference (oxide::tile_view<float, 2, 2>) in member 't'}}
template <class T>
[[oxide::kernel]] __global__ void k17(T t) {}                                  // expected-error {{holds an oxide view or reference (class oxide::col_view<const float>)}}
template __global__ void k17<oxide::col_view<const float>>(oxide::col_view<const float>);
template <class T>
[[oxide::kernel]] __global__ void k10(T t) {}                                  // expected-error {{holds a raw pointer (const float *)}}
template __global__ void k10<const float *>(const float *);

[[oxide::kernel]] __global__ void ok(float a, plain p, oxide::slice<const float> in, oxide::disjoint_slice<float> out) {}
[[oxide::kernel(raw)]] __global__ void raw_ok(const float *in, float *out) {}
