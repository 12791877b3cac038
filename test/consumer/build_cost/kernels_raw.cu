// kernels.cu's three kernels as plain CUDA, each with its host wrapper.
#include "kernels_raw.h"

__global__ void __launch_bounds__(128) scale_kernel(float a, float b, const float *in, float *out, std::size_t n) {
  const std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = fmaf(a, in[i], b);
}

__global__ void __launch_bounds__(256)
    gather_kernel(const float *in, const std::uint32_t *idx, float *out, std::size_t n) {
  const std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[idx[i]];
}

__global__ void __launch_bounds__(256)
    scale2d_kernel(float a, float b, const float *in, float *out, unsigned rows, unsigned width) {
  const unsigned r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows && c < width)
    out[std::size_t(r) * width + c] = fmaf(a, in[std::size_t(r) * width + c], b);
}

cudaError_t scale_raw(unsigned grid, float a, float b, const float *in, float *out, std::size_t n) {
  scale_kernel<<<grid, 128>>>(a, b, in, out, n);
  return cudaGetLastError();
}
cudaError_t gather_raw(unsigned grid, const float *in, const std::uint32_t *idx, float *out, std::size_t n) {
  gather_kernel<<<grid, 256>>>(in, idx, out, n);
  return cudaGetLastError();
}
cudaError_t scale2d_raw(dim3 grid, float a, float b, const float *in, float *out, unsigned rows, unsigned width) {
  scale2d_kernel<<<grid, dim3(32, 8)>>>(a, b, in, out, rows, width);
  return cudaGetLastError();
}
