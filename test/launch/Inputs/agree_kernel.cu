// The kernel's body, for contract_agrees_at_link.test: a block_shared, so
// its entry assumes the contract's block (OXIDE_LAUNCH_SHAPE_FACT).
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void staged(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  __shared__ oxide::block_shared<float, 16, 16> t;
  const float v = t.publish([&](unsigned r, unsigned c) { return in.get(r * 16 + c).value_or(0.0f); },
                            [&](const auto &s) { return s(threadIdx.x, threadIdx.y); });
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = v;
}
