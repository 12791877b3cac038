// block_reduce_raw.h: the raw twin's host launch (block_reduce_raw.cu).
#pragma once

// reduce7<int, 256, false><<<grid, 256>>>: one sum a block, of a grid-stride
// run of `in`, written to out[blockIdx.x].
void reduce7_raw_launch(unsigned grid, const int *in, unsigned n, int *out);
