// Rule "lifetime" (docs/diagnostics.md): a pointer or reference in safe
// code never outlives its object. Assigning a narrower-scoped object's
// address to a wider pointer, returning a pointer or reference to a local,
// and keeping a reference into a temporary through a reference-returning
// call are refused: directly, in a header helper, a template and a lambda.
// Pointers declared where their object is visible, and values copied out,
// stay quiet.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>
#include <cuda/std/__algorithm/min.h>

#include "Inputs/lifetime.h"

template <class T>
__device__ const T *pick(const T &a) {
  T local[2] = {a, a};
  const T *p = local;
  return p; // expected-error {{outlives 'p'}}
}

struct box {
  const float *p;
};

// An out-parameter re-seats the caller's pointer: the callee cannot know
// how long the caller's pointer lives.
__device__ void point_at(const float *&out, const float *v) {
  out = v; // expected-error {{re-seats a pointer}}
}
__device__ const float *same(const float *v) { return v; }

[[oxide::kernel]]
__global__ void reseats(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float *p = nullptr;
  const float **pp = &p;
  box outer{nullptr};
  {
    float t = in.get(0).value_or(0.0f);
    const float *&r = p;
    r = &t;          // expected-error {{re-seats a pointer}}
    *pp = &t;        // expected-error {{re-seats a pointer}}
    point_at(p, &t);
    p = same(&t);    // expected-error {{re-seats a pointer}}
    box inner{&t};
    outer = inner;   // expected-error {{outlives 'inner'}}
    outer = box{&t}; // expected-error {{re-seats a pointer}}
  }
  p = nullptr;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = outer.p ? *outer.p : 0.0f;
}

[[oxide::kernel]]
__global__ void refused(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float *p = nullptr;
  box b{nullptr};
  for (unsigned i = 0; i < 2; ++i) {
    float step = in.get(i).value_or(0.0f);
    p = &step; // expected-error {{outlives 'step'}}
    float lanes[2] = {step, step};
    b.p = lanes; // expected-error {{outlives 'lanes'}}
    const float *q = &lanes[1];
    p = q; // expected-error {{outlives 'q'}}
  }
  const float &m = cuda::std::min(in.get(0).value_or(0.0f), 1.0f); // expected-error {{into a temporary}}
  const float *mp = &cuda::std::min(*p, 2.0f);                      // expected-error {{into a temporary}}
  auto leak = [](float v) -> const float * {
    const float w = v;
    const float *pw = &w;
    return pw; // expected-error {{outlives 'pw'}}
  };
  const float x = *scratch_of(m) + *pick(m) + *leak(*mp) + *b.p;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}

__device__ float sum2(const float *a) { return a[0] + 1.0f; }

[[oxide::kernel]]
__global__ void quiet(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float acc = 0.0f;
  float *p = &acc;
  {
    float t = in.get(0).value_or(0.0f);
    const float *q = &t;        // declared with its object
    acc += *q;
    p = &acc;                   // the object is wider than the pointer
    *p += sum2(&t);
  }
  const float m = cuda::std::min(in.get(1).value_or(0.0f), 1.0f); // a copy
  const float &r = cuda::std::min(acc, m);                       // both arguments outlive r
  auto twice = [](const float &v) -> float { return v * 2.0f; };
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p + m + r + twice(acc);
}
