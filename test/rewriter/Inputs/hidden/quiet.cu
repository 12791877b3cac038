// Quiet: nvcc decides these as clang does (a literal, a build macro), and a
// compiler-specific branch that holds plain CUDA only.
#include <oxide/oxide.cuh>

#if 0
[[oxide::kernel]] __global__ void never(float *p) { p[0] = 1.0f; }
#endif

#ifdef MY_BUILD_FLAG
[[oxide::kernel]] __global__ void when_asked(float *p) { p[0] = 1.0f; }
#endif

#ifdef __NVCC__
#include "plain.cuh"
__global__ void nvcc_plain(float *p) { p[0] = 1.0f; }
#endif

#if __CUDA_ARCH__ >= 800
__device__ int new_arch;
#endif

#if MY_UNSET_FLAG // a name of the user's that nothing defines: 0 for both
[[oxide::kernel]] __global__ void unset_flag(float *p) { p[0] = 1.0f; }
#endif

#ifdef EOF // only nvcc's implicit includes define it: plain CUDA there is fine
__global__ void with_stdio(float *p) { p[0] = 1.0f; }
#endif

[[oxide::kernel]]
__global__ void fine(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
// QUIET-NOT: error

// The host compiler's own header (clang cannot find <omp.h> here), and a
// string that names oxide in plain host code.
#ifdef _OPENMP
#include <omp.h>
#endif
#ifndef __clang__
inline void say() { __builtin_printf("built with oxide-checked kernels\n"); }
#endif
