// reduction_raw.cu: the raw twin of warp_sums, plain CUDA as a user writes it.
// No oxide header, no attribute, not rewritten: CMake compiles it with plain
// nvcc.
#include "reduction_raw.h"

// The raw twin: what a CUDA C++ programmer writes by hand.
__global__ void __launch_bounds__(256)
    warp_sums_raw(const float *in, std::size_t n, float *sums, std::size_t nsums) {
  const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
  float v = 0.0f;
  _Pragma("unroll 4")
  for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
    v += in[i];
  const unsigned lane = threadIdx.x % 32, left = blockDim.x - (threadIdx.x & ~31u);
  const unsigned lanes = left < 32 ? left : 32;
  const unsigned mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1u;
  for (unsigned off = 16; off > 0; off /= 2) {
    const float other = __shfl_down_sync(mask, v, off);
    v += lane + off < lanes ? other : 0.0f;
  }
  const std::size_t w = std::size_t(blockIdx.x) * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (lane == 0 && w < nsums)
    sums[w] = v;
}

void warp_sums_raw_launch(unsigned grid, unsigned block, const float *in, std::size_t n, float *sums,
                          std::size_t nsums) {
  warp_sums_raw<<<grid, block>>>(in, n, sums, nsums);
}
