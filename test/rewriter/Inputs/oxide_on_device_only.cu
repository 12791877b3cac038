// An oxide attribute only the device side sees, on a kernel the safe subset
// refuses there.
#ifdef __CUDA_ARCH__
#define MARK [[oxide::kernel]]
#else
#define MARK
#endif
MARK __global__ void k(float *p, int i) { p[i] = 1; }
