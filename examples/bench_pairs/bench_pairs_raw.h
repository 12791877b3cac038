// examples/bench_pairs/bench_pairs_raw.h: the raw twins' host launch wrappers.
//
// One function per raw kernel of bench_pairs_raw.cu, doing the <<<grid, block>>>
// launch a CUDA user writes, and nothing else: no error check (main() reads
// cudaGetLastError after each phase), no argument check. Plain C++ types only,
// so this header needs no oxide header and no CUDA compiler.
#pragma once

#include <cuda_runtime_api.h> // dim3

#include <cstddef>
#include <cstdint>

// Width of the compile-time-width matrices (index2d, row_major_tiles); the
// safe kernels' index spaces carry the same number.
inline constexpr unsigned bench_pairs_width = 1024;

// out[i] = fmaf(a, in[i], b), i < n.
void scale_raw(unsigned grid, unsigned block, float a, float b, const float *in, float *out, size_t n);
// out[i] = in[idx[i]], i < n.
void gather_raw(unsigned grid, unsigned block, const float *in, const std::uint32_t *idx, float *out, size_t n);
// out[perm[i]] = in[i], i < n.
void scatter_raw(unsigned grid, unsigned block, const float *in, const std::uint32_t *perm, float *out, size_t n);
// many_params: twelve parameters (c, p and q are these constants in main).
inline constexpr float many_params_c = 0.125f, many_params_p = 2.0f, many_params_q = -0.75f;
// y0[i] = fmaf(a, x0[i], fmaf(b, x1[i], c)); y1[i] = fmaf(p, x2[i], fmaf(q, x3[i], y0[i])), i < n.
void many_params_raw(unsigned grid, unsigned block, float a, float b, float c, const float *x0, const float *x1,
                     const float *x2, const float *x3, float *y0, float *y1, unsigned n, float p, float q);
// out(r, c) = fmaf(a, in(r, c), b) over rows x bench_pairs_width, one element a thread.
void index2d_raw(dim3 grid, dim3 block, float a, float b, const float *in, float *out, unsigned rows);
// The same over rows x width, width a runtime value.
void runtime_index2d_raw(dim3 grid, dim3 block, float a, float b, const float *in, float *out, unsigned rows,
                         unsigned width);
// The same over rows x bench_pairs_width, a 2 x 2 tile a thread.
void row_major_tiles_raw(dim3 grid, dim3 block, float a, float b, const float *in, float *out, unsigned rows);
// The same over rows x width (runtime), a 2 x 2 tile a thread.
void runtime_row_major_tiles_raw(dim3 grid, dim3 block, float a, float b, const float *in, float *out,
                                 unsigned rows, unsigned width);
// out[i] = fmaf(a, in[i], b) over n floats (n % 4 == 0, 16-byte aligned), a float4 a thread.
void linear_tiles_raw(unsigned grid, unsigned block, float a, float b, const float *in, float *out, size_t n);
