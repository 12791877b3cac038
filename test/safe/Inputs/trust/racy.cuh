// A user helper whose every thread writes one __shared__ float: refused
// wherever the user puts it (trusted_locations.test).
#pragma once
__device__ inline void racy_write(float v) {
  __shared__ float s[1];
  s[0] = v;
}
