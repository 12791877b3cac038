#pragma once
#pragma clang system_header
#include <oxide/oxide.cuh>
__device__ inline float stage(float v) {
  __shared__ oxide::shared_array<float, 128> t;
  t[threadIdx.x % 4] = v;
  return v;
}
