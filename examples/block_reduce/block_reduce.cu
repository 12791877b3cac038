// block_reduce: a block reduction ported from NVIDIA's cuda-samples
// (reduction's reduce7), with no unsafe code, against that kernel verbatim
// as its raw twin (block_reduce_raw.cu, with the samples' license).
//
//   block_sums      oxide: each thread sums a grid-stride run of `in` with the
//                   checked in[i] (the loop bound proves it), the block
//                   combines the sums with oxide::block::reduce_add (a safe
//                   collective: the plugin proves every thread reaches it),
//                   and thread 0 writes the block's sum through the
//                   block_index witness.
//   reduce7 (raw)   warp sums (__reduce_add_sync on sm_80+), a shared array
//                   of partials, a barrier, a ballot and a second warp sum.
//
// The contract states what the raw kernel assumes without saying:
// `out.len() >= grid.x`, one slot a block (reduce7 writes g_odata[blockIdx.x]
// unchecked). Both must give bitwise-equal sums (integers), and the safe one
// must run at >= 99% of the raw one's speed.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "block_reduce/block_reduce_raw.h"
#include "common/bench.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1", "requires = (out.len() >= grid.x)")]]
__global__ void __launch_bounds__(256)
    block_sums(oxide::slice<const int> in, oxide::disjoint_slice<int, oxide::block_index> out) {
  // An invalid witness (a 2D launch through launch_unchecked) reads as
  // SIZE_MAX: the loop then runs zero times, and every thread still reaches
  // the reduction.
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  int sum = 0;
  for (size_t i = oxide::thread::index_1d().get(); i < in.len(); i += stride)
    sum += in[i];
  sum = oxide::block::reduce_add(sum);
  if (auto o = out.get_mut(oxide::thread::block_index())) // thread 0 only
    *o = sum;
}

namespace {

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "block_reduce: %s: %s\n", what, e.message().c_str());
  return 1;
}
bool cuda_ok(const char *what) { return oxide_examples::cuda_ok("block_reduce", what); }

std::vector<int> cpu_block_sums(const std::vector<int> &in, unsigned grid, unsigned block) {
  std::vector<int> out(grid, 0);
  const size_t stride = size_t(grid) * block;
  for (size_t b = 0; b < grid; ++b)
    for (size_t t = 0; t < block; ++t)
      for (size_t i = b * block + t; i < in.size(); i += stride)
        out[b] += in[i];
  return out;
}

std::vector<int> random_ints(size_t n, std::mt19937 &rng) {
  std::uniform_int_distribution<int> dist(-1000, 1000);
  std::vector<int> v(n);
  for (int &x : v)
    x = dist(rng);
  return v;
}

// One run of both kernels on `host` with `grid` blocks of 256 threads; the
// safe sums, and whether both match the CPU and each other.
bool run_pair(const std::vector<int> &host, unsigned grid, const char *label) {
  const std::vector<int> want = cpu_block_sums(host, grid, 256);
  oxide::device_buffer<int> in(host.size()), safe(grid), raw(grid);
  if (auto st = in.copy_from_host(host); !st)
    return fail("copy", st.error()), false;
  cudaMemset(safe.data(), 0xff, grid * sizeof(int)); // a sum nobody wrote shows
  cudaMemset(raw.data(), 0xff, grid * sizeof(int));
  if (auto st = oxide::launch<block_sums>(nullptr, oxide::launch_config::grid_1d(grid, 256), in, safe);
      !st)
    return fail("block_sums", st.error()), false;
  reduce7_raw_launch(grid, in.data(), unsigned(host.size()), raw.data());
  if (!cuda_ok("launch"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool match = got_safe && got_raw && *got_safe == want && *got_raw == want;
  std::printf("  %-28s n = %-9zu grid %-4u: %s\n", label, host.size(), grid,
              match ? "safe == raw == CPU" : "MISMATCH");
  return match;
}

} // namespace

int main(int argc, char **argv) {
  const bool bench = !(argc > 1 && std::strcmp(argv[1], "--no-bench") == 0);
  if (!oxide_examples::announce_device("block_reduce"))
    return 2;
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, 0);
  std::mt19937 rng(20261203);
  bool ok = true;
  try {
    ok &= run_pair(random_ints((1u << 20) + 37, rng), 37, "several elements a thread");
    ok &= run_pair(random_ints(1000, rng), 30, "more threads than elements");
    ok &= run_pair(random_ints(256 * 64, rng), 64, "one element a thread");

    // The contract's `out.len() >= grid.x`: a short output is refused on the
    // CPU, where the raw kernel would write past it.
    {
      oxide::device_buffer<int> in(4096), sums(15);
      auto st = oxide::launch<block_sums>(nullptr, oxide::launch_config::grid_1d(16, 256), in, sums);
      std::printf("  16 blocks into 15 sums: %s\n",
                  st ? "NOT REFUSED" : st.error().message().c_str());
      ok &= !st;
    }

    if (bench && ok) {
      constexpr size_t n = size_t(1) << 28; // 1 GiB of ints: far past the 50 MB L2
      constexpr unsigned reps = 10, samples = 25;
      const unsigned grid = unsigned(prop.multiProcessorCount) * 8;
      const std::vector<int> host = random_ints(n, rng);
      oxide::device_buffer<int> in(n), safe(grid), raw(grid);
      if (auto st = in.copy_from_host(host); !st)
        return fail("copy", st.error());
      const auto cfg = oxide::launch_config::grid_1d(grid, 256);
      auto launch_safe = [&] {
        if (auto st = oxide::launch<block_sums>(nullptr, cfg, in, safe); !st)
          std::fprintf(stderr, "block_reduce: %s\n", st.error().message().c_str()), std::exit(1);
      };
      auto launch_raw = [&] { reduce7_raw_launch(grid, in.data(), unsigned(n), raw.data()); };
      const auto [ms_raw, ms_safe] = oxide_examples::time_pair(launch_raw, launch_safe, reps, samples);
      if (!cuda_ok("bench"))
        return 1;
      auto got_safe = safe.to_host();
      auto got_raw = raw.to_host();
      const bool same = got_safe && got_raw && *got_safe == *got_raw;
      std::printf("\nbench: n = 2^28 ints, grid %u x block 256, median of %u samples x %u launches\n",
                  grid, samples, reps);
      std::printf("| kernel | median ms | GB/s | vs raw |\n|---|---|---|---|\n");
      std::printf("| block_sums (oxide, checked launcher) | %.4f | %.0f | %.2f%% |\n", ms_safe,
                  double(n) * 4 / ms_safe * 1e-6, 100.0 * ms_raw / ms_safe);
      std::printf("| reduce7 (cuda-samples, raw) | %.4f | %.0f | 100.00%% |\n", ms_raw,
                  double(n) * 4 / ms_raw * 1e-6);
      ok &= same;
      oxide_examples::report_pair("block_sums", "2^28 ints, grid 8 x SMs, block 256", ms_raw, ms_safe,
                                  same);
    }
  } catch (const oxide::cuda_exception &e) {
    return fail("device_buffer", e.error());
  }
  std::printf(ok ? "SUCCESS: block sums match the CPU and cuda-samples' reduce7\n" : "FAILURE\n");
  return ok ? 0 : 1;
}
