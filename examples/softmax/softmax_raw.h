// softmax_raw.h: the raw twin's host launch (softmax_raw.cu).
#pragma once

// llm.c's softmax_forward_kernel4 through its softmax_forward4: N rows of
// C floats, one block of block_size threads a row (a multiple of 32, at
// most 1024), block_size / 32 floats of dynamic shared memory.
void softmax_raw_launch(float *out, const float *inp, int N, int C, int block_size);
