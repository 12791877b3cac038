// gemm_views_raw.cu: the raw twins of gemm_views, plain CUDA as a user writes
// it: raw pointers, the proofs the views make written by hand, __shared__
// arrays and __syncthreads(). No oxide header, no attribute, not rewritten:
// CMake compiles it with plain nvcc.
#include "gemm_views_raw.h"

#include <cstdint>

using std::size_t;
using std::uint64_t;

constexpr unsigned tile = 16;

// The raw twin: the same proofs, written by hand on raw pointers.
__global__ void __launch_bounds__(256)
    sgemm_naive_raw(unsigned m, unsigned n, unsigned k, float alpha, const float *a, size_t a_len,
                    const float *b, size_t b_len, float beta, float *c, size_t c_len) {
  const unsigned row = blockIdx.y * blockDim.y + threadIdx.y;
  const unsigned col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= m || col >= n)
    return;
  float sum = 0.0f;
  // Row band, then column band: the two proofs the views make, each one
  // joined test (& rather than &&, as the views do: one branch, not two).
  const uint64_t a_start = uint64_t(row) * k;
  if ((k != 0) & (a_start + (k - 1) < a_len)) {
    const uint64_t b_last = uint64_t(k - 1) * n + col;
    if (b_last < b_len) {
      const float *ap = a + a_start, *bp = b + col;
      for (unsigned i = 0; i < k; ++i, ++ap, bp += n)
        sum += *ap * *bp;
    }
  }
  const uint64_t cell = uint64_t(row) * n + col;
  if (cell < c_len)
    c[cell] = alpha * sum + beta * c[cell];
}

__global__ void __launch_bounds__(256)
    sgemm_tiled_raw(unsigned m, unsigned n, unsigned k, float alpha, const float *a, size_t a_len,
                    const float *b, size_t b_len, float beta, float *c, size_t c_len) {
  __shared__ float as[tile * tile], bs[tile * tile];
  const unsigned row = blockIdx.y * blockDim.y + threadIdx.y;
  const unsigned col = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  const uint64_t a_start = uint64_t(row) * k;
  const bool a_ok = k != 0 && a_start + (k - 1) < a_len;
  const bool b_ok = k != 0 && col < n && uint64_t(k - 1) * n + col < b_len;
  const float *ap = a + (a_ok ? a_start : 0), *bp = b + (b_ok ? col : 0);
  const unsigned a_len_eff = a_ok ? k : 0, b_len_eff = b_ok ? k : 0;
  float sum = 0.0f;
  for (unsigned t = 0; t < k; t += tile) {
    const float av = t + tx < a_len_eff ? ap[t + tx] : 0.0f;
    const float bv = t + ty < b_len_eff ? bp[size_t(t + ty) * n] : 0.0f;
    as[ty * tile + tx] = av;
    bs[ty * tile + tx] = bv;
    __syncthreads();
    for (unsigned i = 0; i < tile; ++i)
      sum += as[ty * tile + i] * bs[i * tile + tx];
    __syncthreads();
  }
  const uint64_t cell = uint64_t(row) * n + col;
  if (row < m && col < n && cell < c_len)
    c[cell] = alpha * sum + beta * c[cell];
}

void sgemm_naive_raw_launch(dim3 grid, dim3 block, const gemm_raw_args &g) {
  sgemm_naive_raw<<<grid, block>>>(g.m, g.n, g.k, g.alpha, g.a, g.a_len, g.b, g.b_len, g.beta, g.c, g.c_len);
}

void sgemm_tiled_raw_launch(dim3 grid, dim3 block, const gemm_raw_args &g) {
  sgemm_tiled_raw<<<grid, block>>>(g.m, g.n, g.k, g.alpha, g.a, g.a_len, g.b, g.b_len, g.beta, g.c, g.c_len);
}
