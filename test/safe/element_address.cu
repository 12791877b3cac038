// Rule "element address" (docs/diagnostics.md): safe code may not turn an
// element a witness unlocked (or any object it does not own) into a
// non-const pointer: `&*o`, `&o.value()`, `&r` for a reference,
// std::addressof, in the kernel, a header helper, a template or a lambda.
// Pointers to const, pointers to this thread's locals, and references stay
// quiet.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>
#include <cuda/std/memory>

#include "Inputs/element_address.h"

template <class T>
__device__ T *grab(T &r) {
  return cuda::std::addressof(r); // expected-error {{takes a writable pointer to an object it does not own}}
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void refused(oxide::disjoint_slice<float> out,
                        oxide::disjoint_slice<float, oxide::row_major_tiles<2, 2, 64>> tiles) {
  if (auto o = out.get_mut(oxide::thread::index_1d())) {
    float *p = &*o;         // expected-error {{takes a writable pointer to an object it does not own}}
    float *q = &o.value();  // expected-error {{takes a writable pointer to an object it does not own}}
    float &r = *o;
    float *s = &r;          // expected-error {{takes a writable pointer to an object it does not own}}
    float *t = leak(*o);
    float *u = grab(*o);
    auto l = [&] { return &r; }; // expected-error {{takes a writable pointer to an object it does not own}}
    float *w = __builtin_addressof(r); // expected-error {{takes a writable pointer to an object it does not own}}
    (void)p, (void)q, (void)s, (void)t, (void)u, (void)l, (void)w;
  }
  if (auto tile = oxide::get_tile_2d(tiles, oxide::thread::coord_2d())) {
    float *e = &tile->template at<0, 1>(); // expected-error {{takes a writable pointer to an object it does not own}}
    (void)e;
  }
}

struct pair {
  float a, b;
};
__device__ void set(float &x) { x = 2.0f; }

[[oxide::kernel]]
__global__ void quiet(oxide::disjoint_slice<float> out) {
  float local = 0.0f;
  pair st{};
  float arr[2] = {};
  float *pl = &local, *pa = &st.a, *pe = &arr[1];
  *pl = *pa = *pe = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d())) {
    const float *c = &*o; // read-only
    auto &ref = *o;
    ref = *c + local;
    set(*o);
  }
}

// The other ways to a writable pointer into the element: a member array's
// decay, `this` returned by a member, oxide's operator-> called by name; and
// their quiet neighbours (indexing the member array, `*this`, this->m, a
// pointer to const).
struct vec4 {
  float v[4];
  __device__ vec4 *self() { return this; } // expected-error {{takes a writable pointer to an object it does not own}}
  __device__ vec4 &me() { return *this; }
  __device__ void clear() { this->v[0] = 0.0f; }
};

// A derived class's members read and write the base's through the
// conversion of `this` to the base: used, not kept, so quiet (a review,
// 2026-12-04: refused before). Kept as a base pointer: refused.
struct counted {
  unsigned hits = 0;
};
struct vec4_counted : counted {
  float v[4] = {};
  __device__ void hit() { hits += 1; }
  __device__ float first() const { return v[0] + float(hits); }
  __device__ counted *as_base() { return this; } // expected-error {{takes a writable pointer to an object it does not own}}
};
struct reads_base : counted {
  unsigned next;
  __device__ reads_base() : counted{}, next(hits + 1) {}
};

template <class W>
__device__ float *decay_of(W &w) {
  return w->v; // expected-error {{takes a writable pointer to an object it does not own}}
}

[[oxide::kernel]]
__global__ void decays(oxide::disjoint_slice<vec4> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d())) {
    float *p = o->v;               // expected-error {{takes a writable pointer to an object it does not own}}
    vec4 *q = o.operator->();      // expected-error {{takes a writable pointer to an object it does not own}}
    vec4 *s = o->self();
    float *t = decay_of(o);
    auto l = [&] { float *u = (*o).v; return u; }; // expected-error {{takes a writable pointer to an object it does not own}} expected-error {{outlives 'u'}}
    o->v[2] = 1.0f;
    o->me().v[1] = 2.0f;
    o->clear();
    vec4_counted vc;
    vc.hit();
    counted *base = vc.as_base();
    reads_base rb;
    o->v[3] = vc.first() + float(rb.next + base->hits);
    const float *c = o->v;
    (void)p, (void)q, (void)s, (void)t, (void)l, (void)c;
  }
}
