#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void __launch_bounds__(256) exact(oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = 1.0f;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1")]]
__global__ void __launch_bounds__(128) bounded(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 2.0f;
}

// __launch_bounds__(256, 2): the occupancy request survives the exact block.
constexpr unsigned two_blocks = 2;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void __launch_bounds__(256, two_blocks) occupied(oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = 3.0f;
}
