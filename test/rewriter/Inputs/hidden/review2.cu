// The second review's ways past the rule (2026-12-05), each refused.
#include <oxide/oxide.cuh>
#include <hidden_in_system.cuh>
#include <cuda/std/version>
// REVIEW2-DAG: hidden_in_system.cuh:{{[0-9]+}}:{{[0-9]+}}: error: oxide code that only nvcc would compile: this branch depends on '__clang__'{{.*}}: it spells 'oxide'

// A macro (re)defined in a branch the parse skips has nvcc's value there.
#define USE_FAST 0
#ifndef __clang__
#  undef USE_FAST
#  define USE_FAST 1
#endif
#if USE_FAST
// REVIEW2-DAG: review2.cu:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}depends on 'USE_FAST'{{.*}}: it spells 'oxide'
[[oxide::kernel]]
__global__ void fast(float *p, unsigned i) { p[i] = 1.0f; }
#endif

// Token pasting and a line continuation in the skipped text.
#ifndef __clang__
// REVIEW2-DAG: review2.cu:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}: it pastes tokens (##), which may spell oxide
#define NS(a, b) a##b
#define K(a, b) [[NS(a, b)::kernel]]
K(oxi, de) __global__ void pasted(float *p, unsigned i) { p[i] = 1.0f; }
#endif
#ifdef __NVCC__
// REVIEW2-DAG: review2.cu:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}: it spells 'oxide'
[[oxi\
de::kernel]] __global__ void continued(float *p, unsigned i) { p[i] = 1.0f; }
#endif

// libcu++'s own per-compiler macros.
#if _CCCL_COMPILER(GCC)
// REVIEW2-DAG: review2.cu:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}depends on '_CCCL_COMPILER'
[[oxide::kernel]] __global__ void gcc_only(float *p, unsigned i) { p[i] = 1.0f; }
#endif

[[oxide::kernel]]
__global__ void k(oxide::disjoint_slice<float> out) {
  float buf[4] = {0, 0, 0, 0};
  buf[3 + 8 * USE_FAST] = 1.0f; // buf[3] to the parse, buf[11] to nvcc
  // REVIEW2-DAG: review2.cu:[[@LINE-1]]:{{[0-9]+}}: error: macro 'USE_FAST' is defined differently
  buf[__GNUC__ - 1] = 1.0f; // 4 to the parse, gcc's major to nvcc
  // REVIEW2-DAG: review2.cu:[[@LINE-1]]:{{[0-9]+}}: error: macro '__GNUC__' is defined differently
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = buf[3];
}
