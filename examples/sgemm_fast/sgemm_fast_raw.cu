// sgemm_fast_raw.cu: the raw kernels of sgemm_fast, plain CUDA as a user
// writes it (the algorithm is sgemm_fast.cuh's raw_body, on raw pointers).
// No oxide header, no attribute, not rewritten: CMake compiles it with plain
// nvcc. __launch_bounds__(256, 2), as the safe kernel's.
#include "sgemm_fast.cuh"
#include "sgemm_fast_raw.h"

__global__ void __launch_bounds__(256, 2)
    sgemm_fast_raw(unsigned m, unsigned n, unsigned k, float alpha, const float *a, const float *b, float beta,
                   float *c) {
  sgemm_fast::raw_body<true, true>(m, n, k, alpha, a, b, beta, c);
}

template <bool Vec, bool DoubleBuffer>
__global__ void __launch_bounds__(256, 2)
    sgemm_step(unsigned m, unsigned n, unsigned k, float alpha, const float *a, const float *b, float beta, float *c) {
  sgemm_fast::raw_body<Vec, DoubleBuffer>(m, n, k, alpha, a, b, beta, c);
}

void sgemm_fast_raw_launch(dim3 grid, dim3 block, const sgemm_raw_args &g) {
  sgemm_fast_raw<<<grid, block>>>(g.m, g.n, g.k, g.alpha, g.a, g.b, g.beta, g.c);
}

void sgemm_step_launch(bool vec, dim3 grid, dim3 block, const sgemm_raw_args &g) {
  if (vec)
    sgemm_step<true, false><<<grid, block>>>(g.m, g.n, g.k, g.alpha, g.a, g.b, g.beta, g.c);
  else
    sgemm_step<false, false><<<grid, block>>>(g.m, g.n, g.k, g.alpha, g.a, g.b, g.beta, g.c);
}
