// An oxide kernel that only nvcc sees (clang's parse defines no __NVCC__):
// it would be compiled and never checked. Refused (review round 5).
#if defined(__NVCC__)
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::disjoint_slice<float> out, float *raw) {
  raw[1000000] = 1.0f;
}
#endif
