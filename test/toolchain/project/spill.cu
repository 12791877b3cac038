// A kernel whose launch bounds leave too few registers: ptxas spills.
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
