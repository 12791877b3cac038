// The whole device library compiles, host and device, with nvcc 13 and
// clang 22 in C++20, with warnings as errors for oxide's own headers.
// RUN: %nvcc -Werror all-warnings -c %s -o %t.nvcc.o
// RUN: %clang_cuda -Wall -Wextra -Werror -c %s -o %t.clang.o
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>
#include <oxide/atomic.cuh>

__global__ void uses_everything(oxide::slice<const float> in, oxide::disjoint_slice<float> out,
                                oxide::disjoint_slice<int, oxide::index2d<32>> grid2d) {
  auto idx = oxide::thread::index_1d();
  const bool valid = idx.is_valid() && idx.in_bounds(out.len());
  float acc = 0.0f;
  for (float v : in.subslice(0, in.len()))
    acc += v;
  if (auto o = out.get_mut(idx))
    *o = acc + in.get(idx.get()).value_or(0.0f) + (valid ? 1.0f : 0.0f) + (in.empty() ? 0 : in[0]);
  if (auto [cell, w] = grid2d.get_mut_indexed(); cell)
    *cell = static_cast<int>(w.get());
  if (auto cell = grid2d.get_mut(oxide::thread::index_2d<32>()))
    *cell += 1;
}

// Tier 2 compiles everywhere; only the plugin asks for [[oxide::unsafe]].
__global__ void uses_tier2(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::warp1d> sums,
                           oxide::disjoint_slice<unsigned> counts) {
  __shared__ oxide::shared_array<float, 64> tile;
  const unsigned lane = oxide::warp::lane_id();
  float v = in.get(threadIdx.x).value_or(0.0f);
  tile[threadIdx.x % tile.size()] = v;
  oxide::sync_threads();
  v += tile[(threadIdx.x + 1) % tile.size()];
  const auto mask = oxide::warp::launched_mask();
  for (unsigned off = 16; off > 0; off /= 2) {
    const float other = oxide::warp::shuffle_down(mask, v, off);
    if (lane + off < oxide::warp::launched_lanes())
      v += other;
  }
  v += oxide::warp::shuffle(mask, v, 0) + oxide::warp::shuffle_up(mask, v, 1u) +
       oxide::warp::shuffle_xor(mask, v, 1);
  const bool votes = oxide::warp::any(mask, v > 0) && oxide::warp::all(mask, v < 1e30f) &&
                     oxide::warp::ballot(mask, true) == oxide::warp::active_mask();
  if (auto s = sums.get_mut(oxide::thread::warp_index()))
    *s = votes ? v : 0.0f;
  auto total = oxide::device_atomic<unsigned>::from_ptr(&counts.get_unchecked_mut(0));
  total.fetch_add(1u);
  total.fetch_max(lane);
}

int main() {
  oxide::device_buffer<float> a(8), b(8);
  oxide::device_buffer<int> g(64);
  uses_everything<<<1, 8>>>(a.as_slice(), b.as_disjoint(), g.as_disjoint<oxide::index2d<32>>());
  oxide::device_buffer<float> moved = std::move(a);
  return moved.len() == 8 && a.len() == 0 ? 0 : 1;
}
