#pragma once
// The witness's element as a `float &` parameter: writing it is fine, a
// pointer to it is not.
__device__ inline float *leak(float &r) {
  return &r; // expected-error {{takes a writable pointer to an object it does not own}}
}
