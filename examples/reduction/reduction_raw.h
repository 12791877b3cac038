// reduction_raw.h: the raw twin's host launch (reduction_raw.cu).
#pragma once

#include <cstddef>

// warp_sums_raw<<<grid, block>>>: per-warp sums of a grid-stride run of in.
void warp_sums_raw_launch(unsigned grid, unsigned block, const float *in, std::size_t n, float *sums,
                          std::size_t nsums);
