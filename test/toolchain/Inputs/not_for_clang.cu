// Plain CUDA that nvcc compiles and clang does not parse (no __NVCC__ there):
// no oxide in it, so it reaches nvcc untouched.
static_assert(__NVCC__ == 1, "nvcc");
__global__ void plain(float *p) { p[threadIdx.x] = 0.0f; }
