// Rewritten by oxide_add_kernels; a flag only nvcc's command has selects
// a second kernel.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
__global__ void fill(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

#ifdef EVIL
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void staged(oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = 2.0f;
}
#endif
