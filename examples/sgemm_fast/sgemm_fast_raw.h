// sgemm_fast_raw.h: the raw kernels' host launches (sgemm_fast_raw.cu).
#pragma once

#include <cuda_runtime.h>

// C = alpha * A * B + beta * C, row-major, m x k times k x n.
struct sgemm_raw_args {
  unsigned m, n, k;
  float alpha;
  const float *a, *b;
  float beta;
  float *c;
};

// The raw twin: float4 loads, two slabs in flight.
void sgemm_fast_raw_launch(dim3 grid, dim3 block, const sgemm_raw_args &g);
// The ladder's steps: scalar or float4 loads, one slab.
void sgemm_step_launch(bool vec, dim3 grid, dim3 block, const sgemm_raw_args &g);
