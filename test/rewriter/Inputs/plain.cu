// A CUDA file that knows nothing of oxide.
#include <cstdio>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

int main() {
  float *x = nullptr;
  scale<<<1, 32>>>(x, 2.0f, 0);
  std::printf("done\n");
}
