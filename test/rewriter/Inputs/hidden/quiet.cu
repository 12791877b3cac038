// Quiet: nvcc decides these as clang does (a literal, a build macro), and a
// compiler-specific branch inside the body of a function that is not
// constexpr (plain_branches.cu: the same branches outside a body are
// refused, since safe code may use what they declare).
#include <oxide/oxide.cuh>

#if 0
[[oxide::kernel]] __global__ void never(float *p) { p[0] = 1.0f; }
#endif

#ifdef MY_BUILD_FLAG
[[oxide::kernel]] __global__ void when_asked(float *p) { p[0] = 1.0f; }
#endif

__global__ void nvcc_plain(float *p) {
#ifdef __NVCC__
  p[0] = 1.0f;
#endif
}

#if __CUDA_ARCH__ >= 800
__device__ int new_arch;
#endif

#if MY_UNSET_FLAG // a name of the user's that nothing defines: 0 for both
[[oxide::kernel]] __global__ void unset_flag(float *p) { p[0] = 1.0f; }
#endif

__global__ void with_stdio(float *p) {
#ifdef EOF // only nvcc's implicit includes define it
  p[0] = 1.0f;
#endif
}

[[oxide::kernel]]
__global__ void fine(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
// QUIET-NOT: error

// A string that names oxide in plain host code, in a host function's body.
inline void say() {
#ifndef __clang__
  __builtin_printf("built with oxide-checked kernels\n");
#endif
}
