// oxide-rewrite refuses a safe function that overlaps a conditional on a
// macro its clang parse and nvcc's compile define differently (__NVCC__,
// __OXIDE_REWRITE__, __clang__, __GNUC__...): nvcc would compile code there
// that was never checked. Spelled directly, through a macro, around a helper
// in the file, and around the #include of a helper's header. The plugin
// compiles what it parses, so it is quiet. Near misses: __CUDA_ARCH__
// (checked on both sides), a divergent branch inside [[oxide::unsafe]], and
// one in host code no kernel reaches.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify=plugin %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify=plugin %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=rewrite -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// plugin-no-diagnostics
#include <oxide/oxide.cuh>

#ifdef __NVCC__
#define OXIDE_TEST_IS_NVCC 1
#else
#define OXIDE_TEST_IS_NVCC 0
#endif
#define OXIDE_TEST_COMPILER_MAJOR __clang_major__

// rewrite-error@+1 {{depends on '__clang__'}}
#ifdef __clang__
#include "Inputs/divergent_quiet_helper.h"
#else
#include "Inputs/divergent_barrier_helper.h"
#endif

// rewrite-error@+1 {{depends on '__clang_major__'}}
#if __clang_major__ >= 17
__device__ float scale(float v) { return v * 2.0f; }
#else
__device__ float scale(float v) { __syncwarp(); return v * 2.0f; }
#endif

[[oxide::kernel]]
__global__ void refused(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float v = lane_value(in.get(threadIdx.x).value_or(0.0f));
// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifdef __NVCC__
  if (threadIdx.x < 64)
    __syncwarp();
#endif
// rewrite-error@+1 {{depends on 'OXIDE_TEST_IS_NVCC'}}
#if OXIDE_TEST_IS_NVCC
  v += 1.0f;
#endif
// rewrite-error@+1 {{depends on '__clang_major__'}}
#if OXIDE_TEST_COMPILER_MAJOR > 3
  v += 1.0f;
#endif
// rewrite-error@+1 {{depends on '__GNUC__'}}
#if defined(__GNUC__) && __GNUC__ >= 10
  v += 2.0f;
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = scale(v);
}

void host_only() {
#ifdef __NVCC__
  int unused = 0;
  (void)unused;
#endif
}

[[oxide::kernel]]
__global__ void quiet(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float v = in.get(threadIdx.x).value_or(0.0f);
#ifdef __CUDA_ARCH__
  v += 1.0f;
#endif
  // SAFETY: every thread of the warp reaches this barrier (no branch around it).
  [[oxide::unsafe]] {
#ifdef __NVCC__
    __syncwarp();
#endif
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// Deny by default: a macro the compiler predefines is divergent unless both
// compilers agree on it (__CUDA_ARCH__, __CUDACC__, __cplusplus), and so is
// an undefined reserved name (the other compiler may predefine it): clang
// alone predefines __NVPTX__ and __PTX__, gcc (nvcc's preprocessor) alone
// __CHAR8_TYPE__, and __cpp_consteval has another value under gcc.
[[oxide::kernel]]
__global__ void predefined(oxide::slice<const float> in, oxide::disjoint_slice<float> out,
                           unsigned n) {
// rewrite-error@+1 {{depends on '__NVPTX__'}}
#ifdef __NVPTX__
  if (n > 4u)
#else
  if (threadIdx.x < 16u)
#endif
    oxide::block::sync();
// rewrite-error@+1 {{depends on '__CHAR8_TYPE__'}}
#ifndef __CHAR8_TYPE__
  float v = in.get(threadIdx.x).value_or(0.0f);
#else
  float v = 0.0f;
#endif
// rewrite-error@+1 {{depends on '__cpp_consteval'}}
#if __cpp_consteval >= 202211L
  v += 1.0f;
#endif
// rewrite-error@+1 {{depends on '__PTX__'}}
#if defined(__PTX__)
  v += 2.0f;
#endif
#if defined(__CUDACC__) && __cplusplus >= 202002L
  v += 3.0f;
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

#include "Inputs/__divergent_guarded_helper_h__.h"

[[oxide::kernel]]
__global__ void guarded(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = twice(in.get(threadIdx.x).value_or(0.0f));
}
