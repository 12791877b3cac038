// Inputs for both_sides_at_once.test: the macros pick which side of the
// parse (device, host, both) holds a violation or a warning.
#include <oxide/oxide.cuh>

__device__ unsigned g_count;

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void counted(oxide::disjoint_slice<float> out) {
#if defined(RACE_BOTH) || (defined(RACE_DEVICE) && defined(__CUDA_ARCH__)) || (defined(RACE_HOST) && !defined(__CUDA_ARCH__))
  g_count += 1; // race-error {{safe code writes}} race-note@5 {{declared here}}
#endif
#if defined(WARN_BOTH)
  [[oxide::unsafe]] { g_count = 0; }
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
