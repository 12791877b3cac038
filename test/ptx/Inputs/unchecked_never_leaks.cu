// One helper, two kernels: the flagged one must lose the helper's check, the
// unflagged one (which indexes nothing itself) must keep it.
#include <oxide/oxide.cuh>

__device__ float read_at(oxide::slice<const float> a, size_t i) { return a[i]; }

[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void flagged_reader(oxide::slice<const float> a, oxide::disjoint_slice<float> c) {
  if (auto [out, idx] = c.get_mut_indexed(); out)
    *out = read_at(a, idx.get());
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unflagged_reader(oxide::slice<const float> a, oxide::disjoint_slice<float> c) {
  if (auto [out, idx] = c.get_mut_indexed(); out)
    *out = read_at(a, idx.get());
}
