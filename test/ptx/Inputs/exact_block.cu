#include <oxide/oxide.cuh>

// An [[oxide::unsafe]] block whose SAFETY argument rests on the exact block:
// these kernels get the launch-shape check at their entry.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void __launch_bounds__(256) exact(oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  __shared__ oxide::shared_array<float, 256> stage;
  // SAFETY: the block is exactly 16 x 16, so each thread writes its own slot.
  [[oxide::unsafe]] { stage[threadIdx.y * 16 + threadIdx.x] = 1.0f; }
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = 1.0f;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1")]]
__global__ void __launch_bounds__(128) bounded(oxide::disjoint_slice<float> out) {
  __shared__ oxide::shared_array<float, 128> stage;
  // SAFETY: a 1D block of at most 128 threads: each writes its own slot.
  [[oxide::unsafe]] { stage[threadIdx.x] = 2.0f; }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 2.0f;
}

// __launch_bounds__(256, 2): the occupancy request survives the exact block.
constexpr unsigned two_blocks = 2;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void __launch_bounds__(256, two_blocks) occupied(oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  __shared__ oxide::shared_array<float, 256> stage;
  // SAFETY: the block is exactly 16 x 16, so each thread writes its own slot.
  [[oxide::unsafe]] { stage[threadIdx.y * 16 + threadIdx.x] = 3.0f; }
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = 3.0f;
}

// Safe code alone: correct under any shape (its witnesses fail closed), so
// no check; .maxntid stays.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void safe_only(oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = 4.0f;
}

// Safe code that calls a collective: the shape as a fact (assumed, not
// checked, as the checked launcher proved it), so that the library's code
// knows the block (a warp reduction's full-warp path alone, a warp walk's
// constant step); without it, the same code is right, only slower.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (512, 1, 1)")]]
__global__ void collective(oxide::disjoint_slice<float> out) {
  const float s = oxide::warp::reduce_add(1.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}

// A kernel template staging through a block_shared of a dependent type: the
// fact too (the template's own body is what oxide-rewrite writes).
template <unsigned N>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)")]]
__global__ void staged_template(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ oxide::block_shared<float, N> t;
  const float v = t.publish([&](unsigned i) { return in.get(i).value_or(0.0f); },
                            [&](const auto &s) { return s[0]; });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
template __global__ void staged_template<256>(oxide::slice<const float>, oxide::disjoint_slice<float>);

// __launch_bounds__ spelled as the attribute itself, not the macro: it stays
// (oxide-rewrite replaces only the macro's expansion), and with it .maxntid
// 1024, so the check at the entry of this unsafe block's kernel tests every
// axis (OXIDE_LAUNCH_SHAPE, not _EXACT).
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (512, 1, 1)")]]
__global__ void __attribute__((launch_bounds(1024))) spelled(oxide::disjoint_slice<float> out) {
  __shared__ oxide::shared_array<float, 512> stage;
  // SAFETY: the block is exactly 512 x 1 x 1, so each thread writes its own slot.
  [[oxide::unsafe]] { stage[threadIdx.x] = 5.0f; }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 5.0f;
}

// A 2D block_shared: publish's row is threadIdx.y once blockDim.z is known
// to be 1, which the fact assumes with the rest of the block.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void staged_2d(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  __shared__ oxide::block_shared<float, 16, 16> t;
  const float v = t.publish([&](unsigned r, unsigned c) { return in.get(r * 16 + c).value_or(0.0f); },
                            [&](const auto &s) { return s(threadIdx.x, threadIdx.y); });
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = v;
}

// A block_shared and an [[oxide::unsafe]] block (in a lambda the body calls):
// the unsafe code's SAFETY argument may rest on the block, so the entry gets
// the trapping check, not the fact.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void staged_unsafe(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  __shared__ oxide::block_shared<float, 16, 16> t;
  __shared__ oxide::shared_array<float, 256> seen;
  auto mark = [&] {
    // SAFETY: the block is exactly 16 x 16, so each thread writes its own slot.
    [[oxide::unsafe]] { seen[threadIdx.y * 16 + threadIdx.x] = 1.0f; }
  };
  mark();
  const float v = t.publish([&](unsigned r, unsigned c) { return in.get(r * 16 + c).value_or(0.0f); },
                            [&](const auto &s) { return s(threadIdx.x, threadIdx.y); });
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = v;
}
