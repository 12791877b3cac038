#include <oxide/oxide.cuh>
#if __has_include("fast_path.h")
#  include "fast_path.h"
#endif

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void listed(oxide::disjoint_slice<float> out) {
#ifdef XCOMPILER_FAST_PATH
  float *p = nullptr;
  p[3] = 1.0f;
#endif
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = 1.0f;
}
