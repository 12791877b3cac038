// Rule "static storage" (docs/diagnostics.md): an object with static
// storage duration is one object for every thread, so safe code may only
// read it, and only when it holds no pointer. Writes, writable pointers and
// references, through a decay, an alias, a helper in a header, a template
// or a lambda, are refused. Reads, const references, pointers to const and
// unevaluated operands stay quiet.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>

#include "Inputs/static_storage.h"

__device__ float g_value;
static __device__ int g_file_static;
__device__ float *g_pointer;
__constant__ float g_coeffs[4];
struct counters {
  unsigned misses;
};
__device__ counters g_counters;

template <class T>
__device__ void bump(T &x) { x += 1; }

__device__ float stage(float v) {
  __shared__ float s[2];
  s[0] = v; // expected-error {{safe code writes 's'}}
  return s[1];
}

[[oxide::kernel]]
__global__ void refused(oxide::disjoint_slice<float> out) {
  __shared__ float tile[64];
  static unsigned calls;
  g_value = 1.0f;                 // expected-error {{safe code writes 'g_value'}}
  g_file_static++;                // expected-error {{safe code writes 'g_file_static'}}
  calls += 1;                     // expected-error {{safe code writes 'calls'}}
  g_counters.misses = 0;          // expected-error {{safe code writes 'g_counters'}}
  float *alias = tile;            // expected-error {{safe code writes 'tile'}}
  float &ref = g_value;           // expected-error {{safe code writes 'g_value'}}
  bump(g_value);                  // expected-error {{safe code writes 'g_value'}}
  float v = *g_pointer;           // expected-error {{a pointer in static storage}}
  auto l = [] { g_value = 2.0f; }; // expected-error {{safe code writes 'g_value'}}
  l();
  add_to_total(v + stage(v) + *alias + ref);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void quiet(oxide::disjoint_slice<float> out) {
  __shared__ float tile[64];
  const float &cref = g_value;
  const float *cp = tile;
  float v = g_value + cref + *cp + g_coeffs[2] + float(g_counters.misses) + float(sizeof(g_value));
  decltype(g_value) copy = v;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = copy;
}
