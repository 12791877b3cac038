// transpose_raw.h: the raw twin's host launch (transpose_raw.cu).
#pragma once

// transposeNoBankConflicts<<<(width / 16, height / 16), (16, 16)>>>: `out`
// (width rows of height floats) = the transpose of `in` (height rows of
// width floats). width and height must be multiples of 16.
void transpose_raw_launch(const float *in, float *out, unsigned width, unsigned height);
