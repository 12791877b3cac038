// Rule "pointer arithmetic", its unbounded-array form (docs/diagnostics.md):
// the decay of an array that proves no element exists (a flexible member
// `float tail[]`, `extern __shared__ float dyn[]`, a zero-length `float z[0]`)
// is refused in safe code: `*p` of it reads or writes past the object with
// no arithmetic at all. Direct, through a helper in a header, a template, a
// lambda and a macro; sized arrays stay quiet. Both paths: the plugin (host
// and device jobs), and oxide-rewrite, which refuses the file and writes nothing.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -Wno-zero-length-array %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -Wno-zero-length-array %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -Wno-zero-length-array && not test -e %t.cu
#include <oxide/oxide.cuh>

#include "Inputs/unbounded_arrays.h"

struct zero_record {
  float head;
  float z[0];
};
extern __shared__ float dyn[];

template <class R>
__device__ float write_tail(R r) {
  float *w = r.z; // expected-error {{pointer to an array of unknown or zero length in safe code}}
  *w = 7.0f;
  return r.head;
}

#define TAIL_OF(r) ((r).tail)

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void refused(oxide::disjoint_slice<float> out) {
  zero_record g{2.0f};
  tail_record f{1.0f};
  float *w = g.z;                 // expected-error {{pointer to an array of unknown or zero length in safe code}}
  *w = 7.0f;                      // writes past g
  const float *r = dyn;           // expected-error {{pointer to an array of unknown or zero length in safe code}}
  const float v = *dyn;           // expected-error {{pointer to an array of unknown or zero length in safe code}}
  const float *t = TAIL_OF(f);    // expected-error {{pointer to an array of unknown or zero length in safe code}}
  auto last = [&g] { return *g.z; }; // expected-error {{pointer to an array of unknown or zero length in safe code}}
  const float sum = v + *r + *t + last() + first_of_tail(f) + write_tail(g);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = sum;
}

// Near misses: sized arrays, whose decay and constant in-bounds reads are
// proved; an unbounded array inside [[oxide::unsafe]]; sizeof of one.
struct sized_record {
  float head;
  float body[4];
};

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void quiet(oxide::disjoint_slice<float> out) {
  sized_record s{1.0f, {1, 2, 3, 4}};
  const float *p = s.body;
  float v = *p + s.body[3] + float(sizeof(dyn[0]));
  // SAFETY: no dynamic shared memory is read: the pointer is only compared.
  [[oxide::unsafe]] {
    const float *d = dyn;
    v += d == nullptr ? 1.0f : 0.0f;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
