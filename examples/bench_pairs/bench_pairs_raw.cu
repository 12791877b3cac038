// examples/bench_pairs/bench_pairs_raw.cu: the raw twins of bench_pairs.cu.
//
// Plain CUDA as a CUDA user writes it: raw pointers, an `if (i < n)` guard,
// __launch_bounds__ with the block each is launched with. No oxide header, no
// oxide attribute: CMake compiles this file with nvcc as it is. Every kernel
// computes exactly the float operations of its safe twin, in the same order
// (fmaf spelled out on both sides), so the results are bitwise equal.
#include "bench_pairs_raw.h"

#include <cuda_runtime.h>

// Kernels at file scope, not in an anonymous namespace: their PTX names stay
// plain (scale_raw_kernel, ...) for anyone comparing them with the safe twins.
constexpr unsigned width = bench_pairs_width;

__global__ void __launch_bounds__(128) scale_raw_kernel(float a, float b, const float *in, float *out, size_t n) {
  const size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = fmaf(a, in[i], b);
}

__global__ void __launch_bounds__(256)
    gather_raw_kernel(const float *in, const std::uint32_t *idx, float *out, size_t n) {
  const size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[idx[i]];
}

__global__ void __launch_bounds__(256)
    scatter_raw_kernel(const float *in, const std::uint32_t *perm, float *out, size_t n) {
  const size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    out[perm[i]] = in[i];
}

static __device__ __forceinline__ void many_params_body(float a, float b, float c, const float *x0, const float *x1,
                                                        const float *x2, const float *x3, float *y0, float *y1,
                                                        unsigned n, float p, float q) {
  const size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) {
    const float r0 = fmaf(a, x0[i], fmaf(b, x1[i], c));
    y0[i] = r0;
    y1[i] = fmaf(p, x2[i], fmaf(q, x3[i], r0));
  }
}

__global__ void __launch_bounds__(256)
    many_params_raw_kernel(float a, float b, float c, const float *x0, const float *x1, const float *x2,
                           const float *x3, float *y0, float *y1, unsigned n, float p, float q) {
  many_params_body(a, b, c, x0, x1, x2, x3, y0, y1, n, p, q);
}

__global__ void __launch_bounds__(256)
    index2d_raw_kernel(float a, float b, const float *in, float *out, unsigned rows) {
  const unsigned row = blockIdx.y * blockDim.y + threadIdx.y;
  const unsigned col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows && col < width) {
    const size_t i = size_t(row) * width + col;
    out[i] = fmaf(a, in[i], b);
  }
}

__global__ void __launch_bounds__(256)
    runtime_index2d_raw_kernel(float a, float b, const float *in, float *out, unsigned rows, unsigned w) {
  const unsigned row = blockIdx.y * blockDim.y + threadIdx.y;
  const unsigned col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows && col < w) {
    const size_t i = size_t(row) * w + col;
    out[i] = fmaf(a, in[i], b);
  }
}

// Thread (row, col) owns rows 2 * row + {0, 1} and columns 2 * col + {0, 1}.
static __device__ __forceinline__ void scale_quad(float a, float b, const float *in, float *out, size_t i, size_t w) {
  out[i] = fmaf(a, in[i], b);
  out[i + 1] = fmaf(a, in[i + 1], b);
  out[i + w] = fmaf(a, in[i + w], b);
  out[i + w + 1] = fmaf(a, in[i + w + 1], b);
}

__global__ void __launch_bounds__(256)
    row_major_tiles_raw_kernel(float a, float b, const float *in, float *out, unsigned rows) {
  const unsigned row = 2 * (blockIdx.y * blockDim.y + threadIdx.y);
  const unsigned col = 2 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (row + 1 < rows && col + 1 < width)
    scale_quad(a, b, in, out, size_t(row) * width + col, width);
}

__global__ void __launch_bounds__(256)
    runtime_row_major_tiles_raw_kernel(float a, float b, const float *in, float *out, unsigned rows, unsigned w) {
  const unsigned row = 2 * (blockIdx.y * blockDim.y + threadIdx.y);
  const unsigned col = 2 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (row + 1 < rows && col + 1 < w)
    scale_quad(a, b, in, out, size_t(row) * w + col, w);
}

__global__ void __launch_bounds__(256)
    linear_tiles_raw_kernel(float a, float b, const float4 *in, float4 *out, size_t n4) {
  const size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n4) {
    const float4 v = in[i];
    out[i] = {fmaf(a, v.x, b), fmaf(a, v.y, b), fmaf(a, v.z, b), fmaf(a, v.w, b)};
  }
}

void scale_raw(unsigned grid, unsigned block, float a, float b, const float *in, float *out, size_t n) {
  scale_raw_kernel<<<grid, block>>>(a, b, in, out, n);
}
void gather_raw(unsigned grid, unsigned block, const float *in, const std::uint32_t *idx, float *out, size_t n) {
  gather_raw_kernel<<<grid, block>>>(in, idx, out, n);
}
void scatter_raw(unsigned grid, unsigned block, const float *in, const std::uint32_t *perm, float *out, size_t n) {
  scatter_raw_kernel<<<grid, block>>>(in, perm, out, n);
}
void many_params_raw(unsigned grid, unsigned block, float a, float b, float c, const float *x0, const float *x1,
                     const float *x2, const float *x3, float *y0, float *y1, unsigned n, float p, float q) {
  many_params_raw_kernel<<<grid, block>>>(a, b, c, x0, x1, x2, x3, y0, y1, n, p, q);
}
void index2d_raw(dim3 grid, dim3 block, float a, float b, const float *in, float *out, unsigned rows) {
  index2d_raw_kernel<<<grid, block>>>(a, b, in, out, rows);
}
void runtime_index2d_raw(dim3 grid, dim3 block, float a, float b, const float *in, float *out, unsigned rows,
                         unsigned width) {
  runtime_index2d_raw_kernel<<<grid, block>>>(a, b, in, out, rows, width);
}
void row_major_tiles_raw(dim3 grid, dim3 block, float a, float b, const float *in, float *out, unsigned rows) {
  row_major_tiles_raw_kernel<<<grid, block>>>(a, b, in, out, rows);
}
void runtime_row_major_tiles_raw(dim3 grid, dim3 block, float a, float b, const float *in, float *out,
                                 unsigned rows, unsigned width) {
  runtime_row_major_tiles_raw_kernel<<<grid, block>>>(a, b, in, out, rows, width);
}
void linear_tiles_raw(unsigned grid, unsigned block, float a, float b, const float *in, float *out, size_t n) {
  linear_tiles_raw_kernel<<<grid, block>>>(a, b, reinterpret_cast<const float4 *>(in), reinterpret_cast<float4 *>(out),
                                           n / 4);
}
