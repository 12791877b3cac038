// Rule "pointer arithmetic" (docs/diagnostics.md): p[i], p + i, ++p on any
// raw pointer, and a C array indexed by what is not provably inside it, are
// refused in safe code, wherever the pointer came from and wherever the code
// is (a header, a template, a lambda, a macro). Counted loops over register
// arrays, constant in-bounds indices, p[0], range-for and unevaluated
// operands stay quiet. Both paths: the plugin (host and device jobs), and
// oxide-rewrite, which refuses the file and writes nothing.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>

#include "Inputs/pointer_arithmetic.h"

template <class T>
__device__ T at(const T *p, unsigned i) {
  return p[i]; // expected-error {{raw pointer arithmetic in safe code}}
}

#define NEXT(p) ((p) + 1)
using fptr = const float *;

[[oxide::kernel]]
__global__ void refused(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned k) {
  const auto idx = oxide::thread::index_1d();
  if (auto o = out.get_mut(idx)) {
    fptr p = &*in.get(0); // a pointer to const: allowed, but no arithmetic on it
    float local[4] = {1, 2, 3, 4};
    float v = p[k];      // expected-error {{raw pointer arithmetic in safe code}}
    v += *(p + k);       // expected-error {{raw pointer arithmetic in safe code}}
    ++p;                 // expected-error {{raw pointer arithmetic in safe code}}
    p -= 1;              // expected-error {{raw pointer arithmetic in safe code}}
    v += local[k];       // expected-error {{raw pointer arithmetic in safe code}}
    v += local[4];       // expected-error {{raw pointer arithmetic in safe code}} expected-warning {{array index 4 is past the end}}
    v += *NEXT(p);       // expected-error {{raw pointer arithmetic in safe code}}
    v += header_sum(p, k) + at(p, k);
    auto f = [&](unsigned j) { return p[j]; }; // expected-error {{raw pointer arithmetic in safe code}}
    auto g = [](auto q, unsigned j) { return q[j]; }; // expected-error {{raw pointer arithmetic in safe code}}
    v += f(k) + g(p, k);
#pragma clang unsafe_buffer_usage begin
    v += p[2];           // expected-error {{raw pointer arithmetic in safe code}}
#pragma clang unsafe_buffer_usage end
    for (unsigned i = 0; i <= 4; ++i) // one past the end
      v += local[i];     // expected-error {{raw pointer arithmetic in safe code}}
    for (unsigned i = 0; i < 4; ++i) {
      i += 2;            // the body moves the index: no proof
      v += local[i];     // expected-error {{raw pointer arithmetic in safe code}}
    }
    *o = v;
  }
}

[[oxide::kernel]]
__global__ void quiet(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float acc[4][4] = {};
  for (unsigned i = 0; i < 4; ++i)
    for (unsigned j = 0; j != 4; ++j)
      acc[i][j] = float(i * j);
  float s = acc[3][3] + acc[0][1];
  for (float v : acc[2])
    s += v;
  const float *row = &acc[1][0];
  s += *row + row[0];
  s += sizeof(row[7]);
  // SAFETY: row points at acc[1][0]; acc[1][2] is in the same row.
  [[oxide::unsafe]] { s += row[2]; }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s + in.get(0).value_or(0.0f);
}
