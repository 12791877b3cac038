// Kernels for test/ptx/grid_stride_runs_nvcc.test.
#include <oxide/oxide.cuh>

// A grid-stride copy walked on both sides: the loop's own bound is the only
// test, no trap.
[[oxide::kernel]]
__global__ void copy_runs(oxide::slice<const float> in,
                          oxide::disjoint_slice<float, oxide::grid_stride_runs<1>> out) {
  for (auto r : oxide::thread::runs(out))
    r.front() = 2.0f * in.get(r.index()).value_or(0.0f);
}

// The same output walk reading its input by hand one element ahead: that
// read is checked, and `[]` traps past the end.
[[oxide::kernel]]
__global__ void copy_shifted(oxide::slice<const float> in,
                             oxide::disjoint_slice<float, oxide::grid_stride_runs<1>> out) {
  for (auto r : oxide::thread::runs(out))
    r.front() = in[r.index() + 1];
}

// An input walked read-only: the load needs no check.
[[oxide::kernel]]
__global__ void sum_runs(oxide::slice<const unsigned> in, oxide::atomic_slice<unsigned> total) {
  unsigned s = 0;
  for (auto r : oxide::thread::runs<1>(in))
    s += r.front();
  total.fetch_add(0, s);
}

// The same walk in 32 bits: one fit test before the loop (its trap), then a
// 32-bit counter.
[[oxide::kernel]]
__global__ void sum_runs32(oxide::slice<const unsigned> in, oxide::atomic_slice<unsigned> total) {
  unsigned s = 0;
  for (auto r : oxide::thread::runs<1, std::uint32_t>(in))
    s += r.front();
  total.fetch_add(0, s);
}

// A block scan: the warp's shuffle-up steps, warp 0's over the warps'
// totals, two barriers.
[[oxide::kernel]]
__global__ void scan_block(oxide::disjoint_slice<int> data) {
  auto mine = data.get_mut(oxide::thread::index_1d());
  const auto s = oxide::block::inclusive_scan_add(mine ? *mine : 0);
  if (mine)
    *mine = s.inclusive;
}
