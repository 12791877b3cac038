// A race compiled for sm_75 alone: nvcc builds it under -arch=compute_75, -arch=all,
// -arch=all-major, and with no -arch at all (its default is sm_75).
#include <oxide/oxide.cuh>

__device__ unsigned g_count;

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void counted(oxide::disjoint_slice<float> out) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 750
  g_count += 1; // a race, compiled for sm_75 only
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
