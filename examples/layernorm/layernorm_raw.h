// layernorm_raw.h: the raw twin's host launch (layernorm_raw.cu).
#pragma once

// llm.c's layernorm_forward_kernel3, one warp a row of C, 512 threads a
// block; mean and rstd may be null.
void layernorm_raw_launch(float *out, float *mean, float *rstd, const float *inp,
                          const float *weight, const float *bias, int N, int C);
