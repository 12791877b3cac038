// The oxide kernel exists on the host side and for sm_90, not for sm_80:
// one `nvcc -E` (the first architecture's device side) saw none of it.
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void late(oxide::disjoint_slice<float> out) {
  float *p = nullptr;
  p[3] = 1.0f;
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = 1.0f;
}
#endif
