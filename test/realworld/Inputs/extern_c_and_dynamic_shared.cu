// extern "C" kernels (unmangled, for driver-API loading) and dynamic shared
// memory sized at launch.
extern "C" __global__ void reverse_block(float *p, int n) {
  extern __shared__ float tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    tile[threadIdx.x] = p[i];
  __syncthreads();
  if (i < n)
    p[i] = tile[blockDim.x - 1 - threadIdx.x];
}

extern "C" {
__global__ void zero(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = 0.0f;
}
}

void run(float *p, int n, cudaStream_t s) {
  reverse_block<<<n / 128, 128, 128 * sizeof(float), s>>>(p, n);
  zero<<<n / 128, 128, 0, s>>>(p, n);
}
