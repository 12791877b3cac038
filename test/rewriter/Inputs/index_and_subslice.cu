// One kernel that indexes, one that takes a subslice.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void reads(oxide::slice<const float> a, oxide::disjoint_slice<float> c) {
  if (auto [o, idx] = c.get_mut_indexed(); o)
    *o = a[idx.get()];
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void windows(oxide::slice<const float> a, oxide::disjoint_slice<float> c) {
  if (auto [o, idx] = c.get_mut_indexed(); o)
    *o = a.subslice(idx.get(), idx.get() + 1).len();
}
