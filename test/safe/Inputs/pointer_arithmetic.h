// A helper in a user header: checked as written, like the main file.
#pragma once
__device__ inline float header_sum(const float *p, unsigned n) {
  float s = 0;
  for (unsigned i = 0; i < n; ++i) // a bound that is not a constant proves nothing
    s += p[i]; // expected-error {{raw pointer arithmetic in safe code}}
  return s;
}
