// The raw twin of examples/matrix_mul (matrix_mul_raw.cu): cuda-samples'
// matrixMul kernel, as the sample launches it.
#pragma once

// C (hA x wB) = A (hA x wA) * B (wA x wB), row-major: MatrixMulCUDA<32> on
// a grid of (wB / 32, hA / 32) blocks of 32 x 32, default stream. All three
// sizes must be multiples of 32 (the sample's are).
void matrix_mul_raw_launch(float *c, const float *a, const float *b, unsigned ha, unsigned wa,
                           unsigned wb);
