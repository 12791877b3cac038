// The raw twin's host wrappers: plain CUDA, launched with <<<>>>.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

cudaError_t scale_raw(unsigned grid, float a, float b, const float *in, float *out, std::size_t n);
cudaError_t gather_raw(unsigned grid, const float *in, const std::uint32_t *idx, float *out, std::size_t n);
cudaError_t scale2d_raw(dim3 grid, float a, float b, const float *in, float *out, unsigned rows, unsigned width);
