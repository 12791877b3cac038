// scan: the shuffle prefix sum of NVIDIA's cuda-samples (shfl_scan), with
// no unsafe code, against the sample's kernels verbatim as its raw twin
// (scan_raw.cu, with the samples' license).
//
//   scan_blocks           oxide: each thread reads its own element through
//                         its index_1d witness; oxide::block::inclusive_scan_add
//                         (a warp shuffle scan, the warps' totals scanned by
//                         warp 0, as the sample's) gives its prefix and the
//                         block's total; it writes the prefix back, and the
//                         block's thread 0 the total, through its
//                         block_index witness.
//   scan_sums             oxide: the same scan over the block totals, in
//                         one block.
//   add_sums              oxide: every block but the first adds the scanned
//                         total of the blocks before it to its elements.
//   shfl_scan_test (twice), uniform_add (raw)
//                         the same with raw pointers, __shfl_up_sync, an
//                         extern __shared__ array and __syncthreads.
//
// The raw uniform_add returns early (`if (id > len) return;`) before its
// __syncthreads: a thread-dependent return before a barrier, the bug class
// the oxide plugin refuses. It is harmless there only because the launch
// never makes id > len. add_sums has no barrier to skip: every thread reads
// the block's addend itself (one cached load a thread where the raw kernel
// has thread 0 stage it in shared memory).
//
// The ints are added in the sample's order (each warp's Hillis-Steele
// steps, then warp 0's over the warps' totals); integer sums are exact in
// any order anyway, so safe, raw and the CPU must agree exactly. The sample
// scans at most 256 blocks of 256 (its block totals are scanned by one
// block): 65536 ints, the size it runs.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/example_main.h"
#include "scan/scan_raw.h"

#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

constexpr unsigned block = 256; // the sample's blockSize

// The block's inclusive prefix sum over `data`, in place: this thread's
// element (none past the end: it adds 0) becomes its prefix; returns the
// block's total. Every thread of the block must call it (a collective).
__device__ int scan_in_place(const oxide::disjoint_slice<int> &data) {
  auto mine = data.get_mut(oxide::thread::index_1d());
  const oxide::block::scan_result<int> s =
      oxide::block::inclusive_scan_add(mine ? *mine : 0);
  if (mine)
    *mine = s.inclusive;
  return s.total;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (sums.len() >= grid.x)")]]
__global__ void scan_blocks(oxide::disjoint_slice<int> data,
                            oxide::disjoint_slice<int, oxide::block_index> sums) {
  const int total = scan_in_place(data);
  if (auto out = sums.get_mut(oxide::thread::block_index()))
    *out = total;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1", "requires = (grid.x == 1)")]]
__global__ void __launch_bounds__(256) scan_sums(oxide::disjoint_slice<int> sums) {
  scan_in_place(sums);
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (sums.len() + 1 >= grid.x)")]]
__global__ void add_sums(oxide::disjoint_slice<int> data, oxide::slice<const int> sums) {
  if (blockIdx.x == 0) // the first block's prefixes are whole already
    return;
  const int add = sums[blockIdx.x - 1];
  if (auto x = data.get_mut(oxide::thread::index_1d()))
    *x += add;
}

namespace {

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "scan: %s: %s\n", what, e.message().c_str());
  return 1;
}
bool cuda_ok(const char *what) { return oxide_examples::cuda_ok("scan", what); }

// The three launches, as the sample's: n / 256 blocks, then one block of
// min(n / 256, 256) threads over their totals, then the adds.
oxide::result<void> launch_safe(oxide::device_buffer<int> &data, oxide::device_buffer<int> &sums,
                                unsigned n) {
  const unsigned blocks = (n + block - 1) / block;
  const unsigned sum_threads = blocks < block ? blocks : block;
  if (auto st = oxide::launch<scan_blocks>(nullptr, oxide::launch_config::grid_1d(blocks), data, sums); !st)
    return st;
  if (auto st = oxide::launch<scan_sums>(nullptr, oxide::launch_config::grid_1d(1, sum_threads), sums); !st)
    return st;
  return oxide::launch<add_sums>(nullptr, oxide::launch_config::grid_1d(blocks), data, sums);
}

std::vector<int> cpu_scan(std::vector<int> v) {
  for (size_t i = 1; i < v.size(); ++i)
    v[i] += v[i - 1];
  return v;
}

std::vector<int> random_ints(size_t n, std::mt19937 &rng) {
  std::uniform_int_distribution<int> d(-1000, 1000);
  std::vector<int> v(n);
  for (auto &x : v)
    x = d(rng);
  return v;
}

bool run_case(unsigned n, const char *label, std::mt19937 &rng) {
  // The sample's launches need whole blocks, at most 256 of them, and two
  // or more (uniform_add runs on all but the first: a grid of 0 otherwise).
  const bool with_raw = n % block == 0 && n >= 2 * block && n <= block * block;
  const std::vector<int> host = random_ints(n, rng);
  const unsigned blocks = (n + block - 1) / block;
  oxide::device_buffer<int> safe(n), raw(n), sums(blocks), raw_sums(blocks);
  if (auto st = safe.copy_from_host(host); !st)
    return fail("copy", st.error()), false;
  if (auto st = raw.copy_from_host(host); !st)
    return fail("copy", st.error()), false;
  if (auto st = launch_safe(safe, sums, n); !st)
    return fail("scan", st.error()), false;
  if (with_raw)
    shfl_scan_raw_launch(raw.data(), raw_sums.data(), n);
  if (!cuda_ok("launch"))
    return false;
  const std::vector<int> want = cpu_scan(host);
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool safe_ok = got_safe && *got_safe == want;
  const bool raw_ok = !with_raw || (got_raw && *got_raw == want);
  std::printf("  %-28s n = %-6u: %s\n", label, n,
              !(safe_ok && raw_ok) ? "MISMATCH"
              : with_raw           ? "safe == raw == CPU"
                                   : "safe == CPU (raw: not at this size)");
  return safe_ok && raw_ok;
}

// The contracts' relations, refused on the CPU, where the raw kernels would
// write past the block sums or read past them.
bool refusals() {
  oxide::device_buffer<int> data(65536), short_sums(255);
  auto st = oxide::launch<scan_blocks>(nullptr, oxide::launch_config::grid_1d(256), data, short_sums);
  std::printf("  256 blocks into 255 sums: %s\n", st ? "NOT REFUSED" : st.error().message().c_str());
  auto two = oxide::launch<scan_sums>(nullptr, oxide::launch_config::grid_1d(2, 128), short_sums);
  std::printf("  block sums scanned by 2 blocks: %s\n", two ? "NOT REFUSED" : two.error().message().c_str());
  return !st && !two;
}

// The bench: the sample's 65536 ints; three short launches a run, so the
// time is mostly launch latency, as in the sample.
bool bench(std::mt19937 &rng) {
  constexpr unsigned n = 65536, reps = 20, samples = 25;
  const std::vector<int> host = random_ints(n, rng);
  oxide::device_buffer<int> safe(n), raw(n), sums(n / block), raw_sums(n / block);
  if (!safe.copy_from_host(host) || !raw.copy_from_host(host))
    return false;
  // Each run scans the previous run's output again (ints wrap, both sides
  // alike), so no copy sits between the timed launches.
  auto run_safe = [&] {
    if (auto st = launch_safe(safe, sums, n); !st)
      std::exit(fail("scan", st.error()));
  };
  auto run_raw = [&] { shfl_scan_raw_launch(raw.data(), raw_sums.data(), n); };
  const auto [ms_raw, ms_safe] = oxide_examples::time_pair(run_raw, run_safe, reps, samples);
  if (!cuda_ok("bench"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool same = got_safe && got_raw && *got_safe == *got_raw;
  std::printf("\nbench: 65536 ints, 256 x 256, then 1 x 256, then 256 x 256; median of %u samples x %u runs\n",
              samples, reps);
  std::printf("| kernels | median ms | vs raw |\n|---|---|---|\n");
  std::printf("| scan_blocks + scan_sums + add_sums (oxide, checked launchers) | %.4f | %.2f%% |\n", ms_safe,
              100.0 * ms_raw / ms_safe);
  std::printf("| shfl_scan_test x 2 + uniform_add (cuda-samples, raw) | %.4f | 100.00%% |\n", ms_raw);
  oxide_examples::report_pair("shfl_scan", "65536 ints", ms_raw, ms_safe, same);
  return same;
}

} // namespace

int main(int argc, char **argv) {
  constexpr const char *success = "prefix sums match the CPU and cuda-samples' shfl_scan";
  return oxide_examples::example_main("scan", success, argc, argv, [](bool with_bench) {
    std::mt19937 rng(20261203);
    bool ok = true;
    ok &= run_case(65536, "the sample's size", rng);
    ok &= run_case(4096, "16 blocks", rng);
    ok &= run_case(256, "one block", rng);
    ok &= run_case(1000, "a partial last block", rng);
    ok &= run_case(77, "a partial warp", rng);
    ok &= refusals();
    if (with_bench && ok)
      ok &= bench(rng);
    return ok;
  });
}
