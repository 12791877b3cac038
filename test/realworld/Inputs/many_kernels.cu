// Several kernels, device helpers, __constant__ memory, a namespace, an
// anonymous namespace and __launch_bounds__ with a min-blocks argument.
__constant__ float coeffs[4];

namespace {
__device__ float poly(float x) { return ((coeffs[3] * x + coeffs[2]) * x + coeffs[1]) * x + coeffs[0]; }
} // namespace

namespace stages {
__global__ void __launch_bounds__(256, 4) evaluate(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = poly(x[i]);
}
__global__ void clamp(float *y, int n, float lo, float hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = fminf(fmaxf(y[i], lo), hi);
}
} // namespace stages

__global__ void count_negative(const float *y, int n, unsigned *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && y[i] < 0.0f)
    atomicAdd(count, 1u);
}
