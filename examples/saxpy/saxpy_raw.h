// saxpy_raw.h: the raw twins' host launches (saxpy_raw.cu).
#pragma once

#include <cuda_runtime.h>

#include <cstddef>

// saxpy_raw<<<grid, block>>>: runs of 8 as two float4s, n8 runs.
void saxpy_raw_launch(unsigned grid, unsigned block, float a, const float4 *x, float4 *y, std::size_t n8);
// saxpy_scalar_raw<<<grid, block>>>: one element a thread, n elements.
void saxpy_scalar_raw_launch(unsigned grid, unsigned block, float a, const float *x, float *y, std::size_t n);
