// contract_facts_raw.h: the raw twin's host launch (contract_facts_raw.cu).
#pragma once

#include <cuda_runtime.h>

#include <cstddef>

// sum4_raw<<<grid, block>>>: out[i] = ((x + y) + z) + w of in's i-th float4.
void sum4_raw_launch(unsigned grid, unsigned block, const float4 *in, float *out, std::size_t n4);
// sum4_raw_scalar<<<grid, block>>>: the same sums from four float reads a thread.
void sum4_raw_scalar_launch(unsigned grid, unsigned block, const float *in, float *out, std::size_t n4);
