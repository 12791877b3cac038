#pragma once
__device__ inline float load_at(const float *p, unsigned i) {
  return p[i];
}
