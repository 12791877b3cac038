#include <oxide/oxide.cuh>

// Two inputs and an output of one length: y.len() == x.len() and
// z.len() == n make every length the same value at the entry
// (OXIDE_SAME_LEN), so the three bounds tests are one compare.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (x.len() == y.len(), z.len() == y.len(), z.len() == n)")]]
__global__ void same_len(float a, oxide::slice<const float> x, oxide::slice<const float> y,
                         oxide::disjoint_slice<float> z, unsigned n) {
  if (auto [o, idx] = z.get_mut_indexed(); o)
    if (auto xi = x.get(idx.get()))
      if (auto yi = y.get(idx.get()))
        *o = a * *xi + *yi;
}

// A const parameter cannot take the shared length (here z.len(), the first
// listed): it keeps its own compare.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (z.len() == x.len())")]]
__global__ void const_param(const oxide::slice<const float> x, oxide::disjoint_slice<float> z) {
  if (auto [o, idx] = z.get_mut_indexed(); o)
    if (auto xi = x.get(idx.get()))
      *o = *xi;
}
