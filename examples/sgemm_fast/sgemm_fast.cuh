// sgemm_fast: the shape both kernels share, and the raw-pointer kernels (the
// twin and the steps of the optimisation ladder). The safe kernel is in
// sgemm_fast.cu.
//
// A block computes a 128 x 128 tile of C with 16 x 16 threads; each thread an
// 8 x 8 tile of C in registers (register blocking). K goes in steps of 8:
// the block stages A's 128 x 8 and B's 8 x 128 slab through shared memory,
// A transposed so that a thread's 8 A values are two 128-bit shared loads.
#pragma once

#include <cstdint>
#include <cuda_runtime.h>

namespace sgemm_fast {

constexpr unsigned bm = 128, bn = 128, bk = 8; // block tile of C, K step
constexpr unsigned tile_rows = 8, tile_cols = 8;             // thread tile of C
constexpr unsigned threads = (bm / tile_rows) * (bn / tile_cols);
static_assert(threads == 256 && bm * bk / 4 == threads && bk * bn / 4 == threads,
              "one float4 of A and one of B per thread and K step");

// Thread t's float4 of the A slab (row t / 2, columns (t % 2) * 4 ..) and of
// the B slab (row t / 32, columns (t % 32) * 4 ..).
__device__ __forceinline__ unsigned a_slab_row(unsigned t) { return t / 2; }
__device__ __forceinline__ unsigned a_slab_col(unsigned t) { return (t % 2) * 4; }
__device__ __forceinline__ unsigned b_slab_row(unsigned t) { return t / 32; }
__device__ __forceinline__ unsigned b_slab_col(unsigned t) { return (t % 32) * 4; }

// acc += the outer products of one K step: a[i] from the transposed A slab,
// b[j] from the B slab. Shared by every kernel so the FMA order is one.
__device__ __forceinline__ void outer_product(float (&acc)[tile_rows][tile_cols], const float4 a0, const float4 a1,
                                              const float4 b0, const float4 b1) {
  const float a[tile_rows] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
  const float b[tile_cols] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
#pragma unroll
  for (unsigned i = 0; i < tile_rows; ++i)
#pragma unroll
    for (unsigned j = 0; j < tile_cols; ++j)
      acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
}

// alpha * row[Off .. Off + 3] + beta * c. The offset is a template argument so
// that every index is a constant inside the row (oxide's safe subset refuses
// arithmetic on a raw pointer).
template <unsigned Off>
__device__ __forceinline__ float4 axpby(float alpha, const float (&row)[tile_cols], float beta, float4 c) {
  static_assert(Off + 4 <= tile_cols, "axpby: four elements of the row");
  return {alpha * row[Off + 0] + beta * c.x, alpha * row[Off + 1] + beta * c.y,
          alpha * row[Off + 2] + beta * c.z, alpha * row[Off + 3] + beta * c.w};
}

// The raw kernel body. Vec: float4 global loads and 128-bit shared reads
// (else scalar); DoubleBuffer: two shared slabs, the next K step's global
// loads in flight during this step's FMAs, one barrier per step (else one
// slab and two barriers). The raw twin is <true, true>. Like any raw kernel
// it trusts its caller: n % 4 == 0, k % 4 == 0, 16-byte aligned A, B, C.
template <bool Vec, bool DoubleBuffer>
__device__ __forceinline__ void raw_body(unsigned m, unsigned n, unsigned k, float alpha, const float *a,
                                         const float *b, float beta, float *c) {
  constexpr unsigned slabs = DoubleBuffer ? 2 : 1;
  __shared__ alignas(16) float as[slabs][bk * bm], bs[slabs][bk * bn];
  const unsigned tx = threadIdx.x, ty = threadIdx.y, t = ty * (bn / tile_cols) + tx;
  const unsigned row0 = blockIdx.y * bm, col0 = blockIdx.x * bn;
  const unsigned ar = a_slab_row(t), ac = a_slab_col(t), br = b_slab_row(t), bc = b_slab_col(t);
  float acc[tile_rows][tile_cols] = {};
  float4 ra, rb;
  // The thread's A row and B column bands, hoisted (the proofs the safe
  // kernel's views make once): in the loop each load tests only its K index.
  const bool a_row_ok = row0 + ar < m, b_col_ok = col0 + bc < n;
  const float *a_band = a + (a_row_ok ? std::size_t(row0 + ar) * k + ac : 0);
  const float *b_band = b + (b_col_ok ? std::size_t(br) * n + col0 + bc : 0);
  auto load = [&](unsigned kt) {
    const float4 zero = {0.0f, 0.0f, 0.0f, 0.0f};
    const bool a_in = a_row_ok && kt + ac < k;
    const bool b_in = b_col_ok && kt + br < k;
    const float *ap = a_band + kt, *bp = b_band + std::size_t(kt) * n;
    if constexpr (Vec) {
      ra = a_in ? *reinterpret_cast<const float4 *>(ap) : zero;
      rb = b_in ? *reinterpret_cast<const float4 *>(bp) : zero;
    } else {
      ra = a_in ? float4{ap[0], ap[1], ap[2], ap[3]} : zero;
      rb = b_in ? float4{bp[0], bp[1], bp[2], bp[3]} : zero;
    }
  };
  auto store = [&](unsigned s) {
    as[s][(ac + 0) * bm + ar] = ra.x;
    as[s][(ac + 1) * bm + ar] = ra.y;
    as[s][(ac + 2) * bm + ar] = ra.z;
    as[s][(ac + 3) * bm + ar] = ra.w;
    *reinterpret_cast<float4 *>(&bs[s][br * bn + bc]) = rb;
  };
  auto step = [&](unsigned s) {
#pragma unroll
    for (unsigned kk = 0; kk < bk; ++kk) {
      const float *ap = &as[s][kk * bm + ty * tile_rows], *bp = &bs[s][kk * bn + tx * tile_cols];
      if constexpr (Vec)
        outer_product(acc, reinterpret_cast<const float4 *>(ap)[0], reinterpret_cast<const float4 *>(ap)[1],
                      reinterpret_cast<const float4 *>(bp)[0], reinterpret_cast<const float4 *>(bp)[1]);
      else
        outer_product(acc, {ap[0], ap[1], ap[2], ap[3]}, {ap[4], ap[5], ap[6], ap[7]},
                      {bp[0], bp[1], bp[2], bp[3]}, {bp[4], bp[5], bp[6], bp[7]});
    }
  };
  if constexpr (DoubleBuffer) {
    load(0);
    store(0);
    __syncthreads();
#pragma unroll 2 // the slab index becomes a constant in each copy
    for (unsigned kt = 0; kt < k; kt += bk) {
      const unsigned s = (kt / bk) % 2;
      load(kt + bk); // past k: zeros, no access; unconditional so it stays above the FMAs
      step(s);
      store(s ^ 1);
      __syncthreads();
    }
  } else {
    for (unsigned kt = 0; kt < k; kt += bk) {
      load(kt);
      store(0);
      __syncthreads();
      step(0);
      __syncthreads();
    }
  }
  // C = alpha * acc + beta * C: whole tiles as float4, the edge element-wise.
  const unsigned r0 = row0 + ty * tile_rows, c0 = col0 + tx * tile_cols;
  if (r0 + tile_rows <= m && c0 + tile_cols <= n) {
#pragma unroll
    for (unsigned i = 0; i < tile_rows; ++i) {
      float4 *cp = reinterpret_cast<float4 *>(c + std::size_t(r0 + i) * n + c0);
      cp[0] = axpby<0>(alpha, acc[i], beta, cp[0]);
      cp[1] = axpby<4>(alpha, acc[i], beta, cp[1]);
    }
  } else {
#pragma unroll
    for (unsigned i = 0; i < tile_rows; ++i)
#pragma unroll
      for (unsigned j = 0; j < tile_cols; ++j)
        if (r0 + i < m && c0 + j < n) {
          float &e = c[std::size_t(r0 + i) * n + c0 + j];
          e = alpha * acc[i][j] + beta * e;
        }
  }
}

} // namespace sgemm_fast
