// scatter_raw.h: the raw twin's host launch (scatter_raw.cu).
#pragma once

// llm.c's encoder_backward_kernel<<<CEIL_DIV(B * T * C, 256), 256>>>, as
// llm.c's encoder_backward launches it: for each (b, t, c), atomically
// dwte[inp[b * T + t] * C + c] += dout[b, t, c] and dwpe[t * C + c] +=
// dout[b, t, c]. Nothing is checked: a token id past dwte's rows writes past
// it.
void encoder_backward_raw_launch(float *dwte, float *dwpe, const float *dout, const int *inp,
                                 int B, int T, int C);
