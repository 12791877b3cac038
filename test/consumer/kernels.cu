#include "consumer_config.h"
#include <oxide/oxide.cuh>

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1), requires = (out.len() >= n))
__global__ void fill(oxide::disjoint_slice<float> out, unsigned n, float value) {
  static_assert(CONSUMER_BLOCK == 128);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = value;
}

// Plain CUDA beside the oxide kernel: its launch bounds leave too few
// registers, and the build says so at this line (find_package.test).
__global__ void __launch_bounds__(1024, 2) spiller(float *p, int n) {
  float acc[64];
#pragma unroll
  for (int i = 0; i < 64; ++i)
    acc[i] = p[i * n + threadIdx.x];
#pragma unroll
  for (int j = 0; j < 8; ++j)
#pragma unroll
    for (int i = 0; i < 64; ++i)
      acc[i] = acc[i] * acc[(i + j + 1) % 64] + 1.0f;
  float s = 0;
#pragma unroll
  for (int i = 0; i < 64; ++i)
    s += acc[i];
  p[threadIdx.x] = s;
}
