// An oxide kernel in a target that oxide_add_kernels does not name.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
__global__ void unguarded(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
