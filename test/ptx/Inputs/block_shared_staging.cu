// Input of block_shared_nvcc.test: one 16 x 16 staging kernel, once with the
// contract's exact block and once with no contract.
#include <oxide/oxide.cuh>

#define STAGE_BODY                                                                                 \
  __shared__ oxide::block_shared<float, 16, 16, 1> tile;                                          \
  const auto me = oxide::thread::coord_2d_transposed();                                           \
  const unsigned row0 = blockIdx.y * 16, col0 = blockIdx.x * 16;                                   \
  tile.publish([&](unsigned r, unsigned c) { return in.get(size_t(row0 + r) * w + col0 + c).value_or(0.0f); }, \
               [&](const auto &t) {                                                                \
                 if (auto o = out.get_mut(me))                                                     \
                   *o = t(threadIdx.x, threadIdx.y);                                               \
               });

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void staged_exact(unsigned w, oxide::slice<const float> in,
                             oxide::disjoint_slice<float, oxide::block_transposed2d> out) {
  STAGE_BODY
}

[[oxide::kernel]]
__global__ void staged_any(unsigned w, oxide::slice<const float> in,
                           oxide::disjoint_slice<float, oxide::block_transposed2d> out) {
  STAGE_BODY
}

// block_atomic: a block histogram flushed to an atomic_slice.
[[oxide::kernel]]
__global__ void tally_bins(oxide::slice<const unsigned char> in, oxide::atomic_slice<unsigned> bins) {
  __shared__ oxide::block_atomic<unsigned, 256> hist;
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  hist.tally([&](const auto &h) {
               for (size_t i = oxide::thread::index_1d().get(); i < in.len(); i += stride)
                 h.fetch_add(in[i], 1u);
             },
             [&](unsigned i, unsigned n) { bins.fetch_add(i, n); });
}
