#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void fast(oxide::disjoint_slice<float> out) {
#ifdef XCOMPILER_FAST_PATH
  float *p = nullptr;
  p[3] = 1.0f;
#endif
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = 1.0f;
}
