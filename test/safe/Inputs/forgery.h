#pragma once
// A helper that re-types a pointer: refused where it is written.
__device__ inline float *as_writable(const float *p) {
  return const_cast<float *>(p); // expected-error {{const_cast is not allowed in safe code}}
}
