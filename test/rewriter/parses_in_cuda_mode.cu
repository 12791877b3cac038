// oxide-rewrite parses CUDA: built-in variables, launches, __shared__, and
// the toolkit and libcu++ headers resolve without extra flags. A C++ parse
// of this file would fail on every one of them.
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: not %clang_cuda -x c++ -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CXX
// CXX: error:
#include <cuda/std/span>
#include <cuda_runtime.h>

__global__ void k(float *p) {
  __shared__ float tile[32];
  tile[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = tile[31 - threadIdx.x];
}

int main() {
  cuda::std::span<float> s;
  k<<<1, 32>>>(s.data());
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
