// main.cpp as plain CUDA: cudaMalloc, the wrappers, cudaMemcpy.
#include "app_data.h"
#include "kernels_raw.h"

#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
  app_data d;
  std::vector<float> &host = d.host;
  const std::vector<std::uint32_t> &perm = d.perm;
  float *in = nullptr, *mid = nullptr, *out = nullptr;
  std::uint32_t *idx = nullptr;
  cudaError_t st = cudaMalloc(&in, n * sizeof(float));
  if (st == cudaSuccess)
    st = cudaMalloc(&mid, n * sizeof(float));
  if (st == cudaSuccess)
    st = cudaMalloc(&out, n * sizeof(float));
  if (st == cudaSuccess)
    st = cudaMalloc(&idx, n * sizeof(std::uint32_t));
  if (st == cudaSuccess)
    st = cudaMemcpy(in, host.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  if (st == cudaSuccess)
    st = cudaMemcpy(idx, perm.data(), n * sizeof(std::uint32_t), cudaMemcpyHostToDevice);
  if (st == cudaSuccess)
    st = scale_raw(n / 128, 2.0f, 1.0f, in, mid, n);
  if (st == cudaSuccess)
    st = gather_raw(n / 256, mid, idx, out, n);
  if (st == cudaSuccess)
    st = scale2d_raw(dim3(width / 32, rows / 8), 0.5f, 0.0f, out, mid, rows, width);
  if (st == cudaSuccess)
    st = cudaMemcpy(host.data(), mid, n * sizeof(float), cudaMemcpyDeviceToHost);
  if (st != cudaSuccess)
    return std::printf("%s\n", cudaGetErrorString(st)), 1;
  std::printf("mid[0] = %g\n", host[0]);
  return 0;
}
