// Rule "divergent-branch", outside function bodies: a conditional on a
// macro oxide-rewrite's parse and nvcc's compile define differently (or such
// a macro expanded) that declares something outside a function body, in a
// file with safe code. Safe code may use what it declares without
// overlapping it: a constant that picks a template's body (`run<kSteps>()`
// with `if constexpr` there), a static member, a default template argument,
// a constexpr function or lambda, a header's constant, an overload only nvcc
// sees, a file included on one side. Also a library's macro decided per
// compiler, written in code (libcu++'s _CCCL_BUILTIN_COLUMN() is the column
// under clang and 0 under nvcc), directly and through a user's macro. Each
// passed oxide-rewrite before (2026-12-05). Quiet: conditionals that only
// define macros, a divergent branch in a host function's body, macros both
// compilers agree on (FLT_MAX, INT_MAX, NV_IF_TARGET's), __PRETTY_FUNCTION__ in
// a host function's body, and the plugin
// (it compiles what it parses).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -I %S/Inputs -Xclang -verify=plugin %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -I %S/Inputs -Xclang -verify=plugin %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -I %S/Inputs -Xclang -verify=rewrite -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
// plugin-no-diagnostics
#include <oxide/oxide.cuh>
#include <cfloat>
#include <climits>
#include <cuda/std/cstdint>
#include <cuda/std/source_location>
// rewrite-error@divergent_scope.h:3 {{depends on '__clang__', which oxide-rewrite's parse and nvcc's compile may define differently, and declares outside a function body}}
#include "divergent_scope.h"

// Under nvcc, N != 0 instantiates a divergent barrier the parse never saw.
template <int N> __device__ void step(oxide::slice<const float> a) {
  if constexpr (N != 0) {
    if (a.get(threadIdx.x).value_or(0.0f) > 0.0f)
      oxide::block::sync();
  }
}

// rewrite-error@+1 {{depends on '__NVCC__', which oxide-rewrite's parse and nvcc's compile may define differently, and declares outside a function body}}
#ifdef __NVCC__
constexpr int kSteps = 1;
#else
constexpr int kSteps = 0;
#endif

struct Config {
// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifndef __NVCC__
  static constexpr int steps = 0;
#else
  static constexpr int steps = 1;
#endif
};

// rewrite-error@+1 {{macro '__GNUC__' is defined differently in oxide-rewrite's parse and nvcc's compile, and is expanded outside a function body}}
constexpr int kFromVersion = __GNUC__ - 4;
// rewrite-error@+1 {{macro '__GNUC__' is defined differently}}
template <int N = __GNUC__ - 4> __device__ void defaulted(oxide::slice<const float> a) {
  step<N>(a);
}

constexpr int stepsOf() {
// rewrite-error@+1 {{depends on '__clang__'}}
#ifdef __clang__
  return 0;
#else
  return 1;
#endif
}

constexpr auto kLambda = [] {
// rewrite-error@+1 {{depends on '__NVCC__'}}
#if defined(__NVCC__)
  return 1;
#else
  return 0;
#endif
};

// An overload only nvcc sees, better for a float argument.
__device__ float pick(double v) { return static_cast<float>(v); }
// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifdef __NVCC__
__device__ float pick(float v) { return v; }
#endif

// rewrite-error@+1 {{depends on '__clang__'}}
#ifdef __clang__
#include "divergent_quiet_helper.h"
#endif

#define OXIDE_TEST_COLUMN _CCCL_BUILTIN_COLUMN()
#define OXIDE_TEST_PASTE(what) _CCCL_BUILTIN_##what() // pasted: written here

[[oxide::kernel]]
__global__ void refused(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  step<kSteps>(a);
  step<Config::steps>(a);
  step<kFromVersion>(a);
  defaulted(a);
  step<stepsOf()>(a);
  step<kLambda()>(a);
  step<kHeaderWidth - 1>(a);
  // rewrite-error@+2 {{macro '_CCCL_BUILTIN_COLUMN' is defined differently}}
  // rewrite-error@+1 {{spell this name differently}}
  step<_CCCL_BUILTIN_COLUMN() == 0>(a);
  // rewrite-error@+2 {{macro '_CCCL_BUILTIN_COLUMN' is defined differently}}
  // rewrite-error@+1 {{spell this name differently}}
  step<OXIDE_TEST_COLUMN == 0>(a);
  // rewrite-error@+2 {{macro '_CCCL_BUILTIN_COLUMN' is defined differently}}
  // rewrite-error@+1 {{spell this name differently}}
  step<OXIDE_TEST_PASTE(COLUMN) == 0>(a);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = pick(1.0f);
}

// A name the two front ends spell otherwise (a review, 2026-12-05): clang's
// __PRETTY_FUNCTION__ is `... [T = int]`, nvcc's `... [with T = int]`, so
// its length picks the branch nvcc compiles and the parse discarded; the same
// for source_location's function name, __builtin_FUNCTION() and a column.
template <class T> __device__ constexpr unsigned long name_len() {
  return sizeof(__PRETTY_FUNCTION__); // rewrite-error {{spell this name differently}}
}
__device__ constexpr unsigned long where_len(const char *f = __builtin_FUNCTION()) { // rewrite-error {{spell this name differently}}
  return f[0] == 0 ? 0u : 1u;
}

[[oxide::kernel]]
__global__ void names(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  step<(name_len<int>() > 38)>(a);
  step<where_len() == 7>(a); // rewrite-error {{spell this name differently}}
  step<cuda::std::source_location::current().column() == 0>(a); // rewrite-error {{spell this name differently}}
  step<sizeof(__func__) == 0>(a);
  step<__builtin_LINE() == 0>(a);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

// Quiet: macros only (each is checked where it is expanded), a host
// function's own body, values both compilers agree on.
#ifdef __NVCC__
#define OXIDE_TEST_HOST_ONLY_NOTE "nvcc"
#else
#define OXIDE_TEST_HOST_ONLY_NOTE "clang"
#endif

int host_only() {
#ifdef __NVCC__
  return 1;
#else
  return 2;
#endif
}

unsigned long host_name() { return sizeof(__PRETTY_FUNCTION__); }

[[oxide::kernel]]
__global__ void quiet(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  float v = a.get(threadIdx.x).value_or(-FLT_MAX);
  if (v > static_cast<float>(INT_MAX) || v < -static_cast<float>(UINT32_MAX))
    v = 0.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
