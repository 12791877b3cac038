// gemm_views_raw.h: the raw twins' host launches (gemm_views_raw.cu).
#pragma once

#include <cuda_runtime.h>

#include <cstddef>

// C = alpha * A * B + beta * C, row-major, with the buffers' lengths.
struct gemm_raw_args {
  unsigned m, n, k;
  float alpha;
  const float *a;
  std::size_t a_len;
  const float *b;
  std::size_t b_len;
  float beta;
  float *c;
  std::size_t c_len;
};

void sgemm_naive_raw_launch(dim3 grid, dim3 block, const gemm_raw_args &g);
void sgemm_tiled_raw_launch(dim3 grid, dim3 block, const gemm_raw_args &g);
