#pragma once
// A helper in a header that returns a pointer to its own local.
__device__ inline const float *scratch_of(float v) {
  float scratch = v * 2.0f;
  const float *p = &scratch;
  return p; // expected-error {{outlives 'p'}}
}
