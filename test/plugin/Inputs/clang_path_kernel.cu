#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (32, 1, 1)", "requires = (out.len() >= n)")]]
__global__ void lanes(oxide::disjoint_slice<unsigned> out, unsigned n) {
  unsigned mask = 0;
  [[oxide::unsafe]] { mask = oxide::warp::active_mask(); }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = mask;
}
