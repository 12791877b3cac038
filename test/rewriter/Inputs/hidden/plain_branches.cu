// Plain CUDA (no oxide spelled) in a branch nvcc may take and the parse
// skips, outside any function body, in a file with safe code: refused (a
// review, 2026-12-05). What it declares, safe code may use unseen: a
// header's declarations, an overload, a specialization that nvcc picks.
#include <oxide/oxide.cuh>

template <int N> struct pick {
  __device__ static float run(float v) { return v; }
};
#ifdef __NVCC__
// PLAIN: plain_branches.cu:[[@LINE-1]]:{{[0-9]+}}: error: this conditional depends on '__NVCC__', {{.*}} and declares outside a function body
#include "plain.cuh"
template <> struct pick<0> {
  __device__ static float run(float v) { return (&v)[4096]; }
};
#endif

#ifdef EOF
// PLAIN: plain_branches.cu:[[@LINE-1]]:{{[0-9]+}}: error: this conditional depends on 'EOF'
__global__ void with_stdio(float *p) { p[0] = 1.0f; }
#endif

#ifdef _OPENMP
// PLAIN: plain_branches.cu:[[@LINE-1]]:{{[0-9]+}}: error: this conditional depends on '_OPENMP'
#include <omp.h>
#endif

[[oxide::kernel]]
__global__ void uses_pick(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = pick<0>::run(1.0f);
}
