// Exit 0 only when a CUDA device really answers: lit's `gpu` feature.
#include <cstdio>
#include <cuda_runtime_api.h>

int main() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess || n == 0)
    return 1;
  if (cudaSetDevice(0) != cudaSuccess || cudaFree(nullptr) != cudaSuccess)
    return 1;
  cudaDeviceProp p{};
  cudaGetDeviceProperties(&p, 0);
  std::printf("%s sm_%d%d\n", p.name, p.major, p.minor);
  return 0;
}
