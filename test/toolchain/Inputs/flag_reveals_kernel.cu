// A kernel only -DFOO reveals: oxide_add_kernels rewrites without it (the
// target's definitions), nvcc compiles with it (CMAKE_CUDA_FLAGS).
#include <oxide/oxide.cuh>

#ifdef FOO
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void staged(oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = 1.0f;
}
#endif

[[oxide::kernel]]
__global__ void plain(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 2.0f;
}
