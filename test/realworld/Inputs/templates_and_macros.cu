// Template kernels with type and non-type parameters, a kernel stamped out by
// a macro, explicit instantiations, and a default template argument.
#include <cstdint>

#define DEFINE_FILL_KERNEL(name, T, value)                                                         \
  __global__ void name(T *p, int n) {                                                              \
    int i = blockIdx.x * blockDim.x + threadIdx.x;                                                 \
    if (i < n)                                                                                     \
      p[i] = (value);                                                                              \
  }

DEFINE_FILL_KERNEL(fill_ones, float, 1.0f)
DEFINE_FILL_KERNEL(fill_bytes, std::uint8_t, 0xff)

template <typename T, int Unroll = 4>
__global__ void axpy(T a, const T *__restrict__ x, T *__restrict__ y, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * Unroll;
#pragma unroll
  for (int u = 0; u < Unroll; ++u)
    if (i + u < n)
      y[i + u] += a * x[i + u];
}

template __global__ void axpy<float>(float, const float *, float *, int);
template __global__ void axpy<double, 2>(double, const double *, double *, int);

void launch_all(float *f, double *d, std::uint8_t *b, int n) {
  fill_ones<<<(n + 255) / 256, 256>>>(f, n);
  fill_bytes<<<(n + 255) / 256, 256>>>(b, n);
  axpy<<<(n + 1023) / 1024, 256>>>(2.0f, f, f, n);
  axpy<double, 2><<<(n + 511) / 512, 256>>>(2.0, d, d, n);
}
