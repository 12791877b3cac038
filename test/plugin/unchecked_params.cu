// A kernel parameter through which threads reach memory no check covers is
// refused, at any depth: a raw pointer (const too), a reference, a function
// pointer, and the same in a member, a base, an array or a slice element; a
// mutable member; a surface object. Slices, disjoint slices and plain values
// stay quiet, and [[oxide::kernel(raw)]] opts out. Both paths.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>

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
template <class T>
[[oxide::kernel]] __global__ void k10(T t) {}                                  // expected-error {{holds a raw pointer (const float *)}}
template __global__ void k10<const float *>(const float *);

[[oxide::kernel]] __global__ void ok(float a, plain p, oxide::slice<const float> in, oxide::disjoint_slice<float> out) {}
[[oxide::kernel(raw)]] __global__ void raw_ok(const float *in, float *out) {}
