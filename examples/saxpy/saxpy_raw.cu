// saxpy_raw.cu: the raw twins of saxpy, plain CUDA as a user writes it. No
// oxide header, no attribute, not rewritten: CMake compiles it with plain
// nvcc.
//   saxpy_raw          twin of saxpy_facts and saxpy_runs: float4 pointers,
//                      `if (i < n8)`, silently assuming n % 8 == 0 and
//                      32-byte alignment.
//   saxpy_scalar_raw   twin of saxpy_plain: one element a thread.
#include "saxpy_raw.h"

__global__ void __launch_bounds__(256) saxpy_raw(float a, const float4 *x, float4 *y, std::size_t n8) {
  const std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n8) {
    const float4 x0 = x[2 * i], x1 = x[2 * i + 1];
    float4 y0 = y[2 * i], y1 = y[2 * i + 1];
    y0 = {a * x0.x + y0.x, a * x0.y + y0.y, a * x0.z + y0.z, a * x0.w + y0.w};
    y1 = {a * x1.x + y1.x, a * x1.y + y1.y, a * x1.z + y1.z, a * x1.w + y1.w};
    y[2 * i] = y0, y[2 * i + 1] = y1;
  }
}

__global__ void __launch_bounds__(256) saxpy_scalar_raw(float a, const float *x, float *y, std::size_t n) {
  const std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

void saxpy_raw_launch(unsigned grid, unsigned block, float a, const float4 *x, float4 *y, std::size_t n8) {
  saxpy_raw<<<grid, block>>>(a, x, y, n8);
}

void saxpy_scalar_raw_launch(unsigned grid, unsigned block, float a, const float *x, float *y, std::size_t n) {
  saxpy_scalar_raw<<<grid, block>>>(a, x, y, n);
}
