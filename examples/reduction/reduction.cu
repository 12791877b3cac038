// reduction: per-warp sums, written the safe way, against a raw twin.
//
//   warp_sums      oxide: each thread sums a grid-stride run of `in` with the
//                  checked in[i] (the loop bound proves it, so the check
//                  folds away), the warp combines its threads' sums with
//                  shuffles inside one [[oxide::unsafe]] block, and lane 0
//                  writes the warp's sum through the warp1d witness: the
//                  write needs no unsafe code.
//   warp_sums_raw  the same arithmetic with raw pointers and __shfl_down_sync
//                  (reduction_raw.cu: plain CUDA, compiled by plain nvcc).
//
// Both must give bitwise-equal sums (the same additions in the same order),
// also for partial warps (a block of 48 threads: warps of 32 and 16 lanes),
// and the safe one must run at >= 99.5% of the raw one's speed.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/bench.h"
#include "reduction/reduction_raw.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1")]]
__global__ void __launch_bounds__(256)
    warp_sums(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::warp1d> sums) {
  // An invalid witness (a 2D launch through launch_unchecked) reads as
  // SIZE_MAX: the loop then runs zero times.
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  float v = 0.0f;
  _Pragma("unroll 4") // four loads in flight per thread, in both twins
  for (size_t i = oxide::thread::index_1d().get(); i < in.len(); i += stride)
    v += in[i];
  // SAFETY: every lane this block launched reaches these shuffles together:
  // nothing above branches on the lane, and launched_mask() names exactly
  // those lanes (48 threads: 32, then 16). A lane whose source lies past the
  // launched lanes receives an unspecified value and discards it.
  [[oxide::unsafe]] {
    const auto mask = oxide::warp::launched_mask();
    const unsigned lanes = oxide::warp::launched_lanes(), lane = oxide::warp::lane_id();
    for (unsigned off = 16; off > 0; off /= 2) {
      const float other = oxide::warp::shuffle_down(mask, v, off);
      v += lane + off < lanes ? other : 0.0f;
    }
  }
  if (auto out = sums.get_mut(oxide::thread::warp_index())) // lane 0 only
    *out = v;
}

namespace {

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "reduction: %s: %s\n", what, e.message().c_str());
  return 1;
}
bool cuda_ok(const char *what) { return oxide_examples::cuda_ok("reduction", what); }

// The CPU model, thread by thread and lane by lane: the same additions in
// the same order as the GPU, so the sums must match bitwise.
std::vector<float> cpu_warp_sums(const std::vector<float> &in, unsigned grid, unsigned block) {
  const size_t stride = size_t(grid) * block, per_block = (block + 31) / 32;
  std::vector<float> out(grid * per_block);
  for (size_t b = 0; b < grid; ++b)
    for (size_t w = 0; w < per_block; ++w) {
      const unsigned lanes = std::min<unsigned>(32, block - unsigned(w) * 32);
      float v[32] = {};
      for (unsigned l = 0; l < lanes; ++l)
        for (size_t i = b * block + w * 32 + l; i < in.size(); i += stride)
          v[l] += in[i];
      for (unsigned off = 16; off > 0; off /= 2)
        for (unsigned l = 0; l < lanes; ++l) // ascending: v[l + off] is still this round's input
          v[l] += l + off < lanes ? v[l + off] : 0.0f;
      out[b * per_block + w] = v[0];
    }
  return out;
}

size_t bit_mismatches(const std::vector<float> &a, const std::vector<float> &b) {
  if (a.size() != b.size())
    return std::max(a.size(), b.size());
  size_t bad = 0;
  for (size_t i = 0; i < a.size(); ++i)
    bad += std::memcmp(&a[i], &b[i], sizeof(float)) != 0;
  return bad;
}

} // namespace

int main(int argc, char **argv) {
  const bool bench = !(argc > 1 && std::strcmp(argv[1], "--no-bench") == 0);
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("reduction: no CUDA device; nothing to run\n");
    return 2;
  }
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, 0);
  std::printf("reduction on %s (sm_%d%d)\n", prop.name, prop.major, prop.minor);

  std::mt19937 rng(20261129);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  bool ok = true;
  try {
    // Correctness: full warps (block 256) and partial warps (block 48), with
    // several elements per thread, and with more threads than elements.
    struct shape { size_t n; unsigned grid, block; };
    for (shape s : {shape{(1u << 20) + 37, 37, 256}, shape{10007, 5, 48}, shape{1000, 30, 48}}) {
      std::vector<float> host(s.n);
      for (float &x : host)
        x = dist(rng);
      const std::vector<float> want = cpu_warp_sums(host, s.grid, s.block);
      const unsigned grid = s.grid;
      oxide::device_buffer<float> in(s.n), safe(want.size()), raw(want.size());
      if (auto st = in.copy_from_host(host); !st)
        return fail("copy", st.error());
      // Poison both outputs: a sum nobody wrote shows up as a mismatch.
      cudaMemset(safe.data(), 0xff, want.size() * sizeof(float));
      cudaMemset(raw.data(), 0xff, want.size() * sizeof(float));
      if (auto st = oxide::launch<warp_sums>(nullptr, oxide::launch_config::grid_1d(grid, s.block),
                                             in, safe);
          !st)
        return fail("warp_sums", st.error());
      warp_sums_raw_launch(grid, s.block, in.data(), s.n, raw.data(), want.size());
      if (!cuda_ok("launch"))
        return 1;
      auto got_safe = safe.to_host();
      auto got_raw = raw.to_host();
      if (!got_safe || !got_raw)
        return fail("copy back", !got_safe ? got_safe.error() : got_raw.error());
      const size_t vs_cpu = bit_mismatches(*got_safe, want), vs_raw = bit_mismatches(*got_safe, *got_raw);
      std::printf("  n = %-8zu grid %-3u block %-3u  %zu warp sums: %zu mismatches vs CPU, %zu vs raw (bitwise)\n",
                  s.n, s.grid, s.block, want.size(), vs_cpu, vs_raw);
      ok &= vs_cpu == 0 && vs_raw == 0;
    }

    // The contract says domain = 1: a 2D launch is refused before the GPU.
    {
      oxide::device_buffer<float> in(64), sums(2);
      auto st = oxide::launch<warp_sums>(nullptr, oxide::launch_config::grid_2d({1, 2}, {32, 1}), in, sums);
      if (st) {
        std::printf("  a 2D launch of warp_sums was not refused\n");
        ok = false;
      } else {
        std::printf("  2D launch refused on the CPU: %s\n", st.error().message().c_str());
      }
    }

    if (bench && ok) {
      // Bandwidth-bound: 4 bytes read per element, 1/32 as many written.
      constexpr size_t n = size_t(1) << 28; // 1 GiB: far past the 50 MB L2
      constexpr unsigned block = 256, reps = 10, samples = 25;
      const unsigned grid = unsigned(prop.multiProcessorCount) * 8; // 2048 threads per SM
      const size_t nsums = size_t(grid) * (block / 32);
      std::vector<float> host(n);
      for (float &x : host)
        x = dist(rng);
      oxide::device_buffer<float> in(n), safe(nsums), raw(nsums);
      if (auto st = in.copy_from_host(host); !st)
        return fail("copy", st.error());
      const auto cfg = oxide::launch_config::grid_1d(grid, block);
      auto launch_safe = [&] {
        if (auto st = oxide::launch<warp_sums>(nullptr, cfg, in, safe); !st)
          std::fprintf(stderr, "reduction: %s\n", st.error().message().c_str()), std::exit(1);
      };
      auto launch_raw = [&] { warp_sums_raw_launch(grid, block, in.data(), n, raw.data(), nsums); };
      // Each sample: `reps` launches back to back, raw and safe interleaved.
      const auto [ms_raw, ms_safe] = oxide_examples::time_pair(launch_raw, launch_safe, reps, samples);
      if (!cuda_ok("bench"))
        return 1;
      const double bytes = double(n) * 4 + double(nsums) * 4;
      auto got_safe = safe.to_host();
      auto got_raw = raw.to_host();
      const size_t diff = got_safe && got_raw ? bit_mismatches(*got_safe, *got_raw) : nsums;
      std::printf("\nbench: n = 2^28 floats, grid %u x block %u, median of %u samples x %u launches, events\n",
                  grid, block, samples, reps);
      std::printf("| kernel | median ms | GB/s | vs raw |\n|---|---|---|---|\n");
      std::printf("| warp_sums (oxide, checked launcher) | %.4f | %.0f | %.2f%% |\n", ms_safe,
                  bytes / ms_safe * 1e-6, 100.0 * ms_raw / ms_safe);
      std::printf("| warp_sums_raw | %.4f | %.0f | 100.00%% |\n", ms_raw, bytes / ms_raw * 1e-6);
      std::printf("safe == raw bitwise on the bench input: %zu mismatches of %zu sums\n", diff, nsums);
      ok &= diff == 0;
      oxide_examples::report_pair("warp_sums", "2^28 floats, grid 8 x SMs, block 256", ms_raw, ms_safe, diff == 0);
    }
  } catch (const oxide::cuda_exception &e) {
    return fail("device_buffer", e.error());
  }
  std::printf(ok ? "SUCCESS: warp sums match the CPU and the raw twin bitwise\n" : "FAILURE\n");
  return ok ? 0 : 1;
}
