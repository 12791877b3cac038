#pragma once
// What nvcc compiles: the same helper with a divergent barrier.
__device__ inline float lane_value(float v) {
  if (threadIdx.x < 64)
    __syncwarp();
  return v;
}
