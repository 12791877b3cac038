// A CUDA file with no oxide that clang, parsing as C++20, refuses (a u8
// literal is char8_t there), and nvcc's default C++17 compiles.
#include <cstdio>

#include "not_cxx20.h"

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

int main() {
  const char *greeting = u8"done";
  std::printf("%s %d\n", greeting, helper_value);
}
