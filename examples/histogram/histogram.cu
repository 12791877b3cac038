// histogram: the 256-bin byte histogram of NVIDIA's cuda-samples
// (histogram256), with no unsafe code, against that sample's two kernels
// verbatim as its raw twin (histogram_raw.cu, with the samples' license).
//
//   histogram_blocks      oxide: each block counts its grid-stride share of
//                         the input words (oxide::thread::runs over the
//                         input: no per-read check) into per-warp
//                         sub-histograms, an oxide::block_atomic of 6 x 256
//                         counters in shared memory (atomicAdd on the shared
//                         address, as the raw kernel's); tally_and_read then
//                         publishes them read-only, and each thread sums the
//                         six sub-histograms of its own bins into its columns
//                         of the block's row of `partial` (block_row).
//   merge_bins            oxide: one block a bin sums that bin over the
//                         partial histograms (strided checked reads), then
//                         oxide::block::reduce_add; the block's thread 0
//                         writes the bin through its block_index witness.
//   histogram256Kernel, mergeHistogram256Kernel (raw)
//                         the same, with raw pointers, a __shared__ array,
//                         cg::sync and a shared-memory tree for the merge.
//
// Counts are integers: any order of the atomics gives the same histogram,
// so safe, raw and the CPU must agree exactly. The contracts state what the
// raw kernels assume without saying: 192-thread blocks (the sub-histogram
// of warp w is counters w * 256..; a bigger block would index past them),
// `partial` has a row of 256 bins for each block, and 256-thread merge
// blocks over a 256-bin output.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/example_main.h"
#include "histogram/histogram_raw.h"

#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

constexpr unsigned bin_count = 256;  // HISTOGRAM256_BIN_COUNT
constexpr unsigned warp_count = 6;   // WARP_COUNT: sub-histograms a block
constexpr unsigned partials = 240;   // PARTIAL_HISTOGRAM256_COUNT: blocks of the first kernel

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (192, 1, 1)",
                         "requires = (partial.width() == 256, partial.len() >= grid.x * 256)")]]
__global__ void histogram_blocks(oxide::slice<const unsigned> data,
                                 oxide::disjoint_slice<unsigned, oxide::block_row> partial) {
  // Room for 8 sub-histograms, the raw kernel's 6 used: with 8, `% 8`
  // keeps every counter index below 8 * 256 by its bits alone, so nvcc
  // drops the counters' bounds checks (with 6 counters it keeps all four a
  // word: its optimiser does not carry a range through `% 6` or `min`).
  __shared__ oxide::block_atomic<unsigned, 8 * bin_count> hist;
  const unsigned sub = threadIdx.x / 32 % 8 * bin_count; // this warp's sub-histogram
  hist.tally_and_read(
      [&](const auto &h) {
        for (auto word : oxide::thread::runs<1, std::uint32_t>(data)) {
          const unsigned w = word.front();
          h.fetch_add(sub + (w & 0xFFu), 1u);
          h.fetch_add(sub + ((w >> 8) & 0xFFu), 1u);
          h.fetch_add(sub + ((w >> 16) & 0xFFu), 1u);
          h.fetch_add(sub + ((w >> 24) & 0xFFu), 1u);
        }
      },
      [&](const auto &counts) {
        for (auto bin : oxide::thread::columns(partial)) {
          unsigned sum = 0;
          for (unsigned i = 0; i < warp_count; ++i)
            sum += counts[bin.col() + i * bin_count];
          *bin = sum;
        }
      });
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (partial.len() >= histograms * 256, out.len() == 256, "
                         "grid.x == 256)")]]
__global__ void merge_bins(oxide::slice<const unsigned> partial, unsigned histograms,
                           oxide::disjoint_slice<unsigned, oxide::block_index> out) {
  unsigned sum = 0;
  for (unsigned i = threadIdx.x; i < histograms; i += blockDim.x)
    sum += partial[size_t(i) * bin_count + blockIdx.x];
  sum = oxide::block::reduce_add(sum);
  if (auto bin = out.get_mut(oxide::thread::block_index()))
    *bin = sum;
}

namespace {

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "histogram: %s: %s\n", what, e.message().c_str());
  return 1;
}
bool cuda_ok(const char *what) { return oxide_examples::cuda_ok("histogram", what); }

// The pipeline, as the sample's histogram256(): the block histograms, then
// the merge.
oxide::result<void> launch_safe(oxide::device_buffer<unsigned> &data,
                                oxide::device_buffer<unsigned> &partial,
                                oxide::device_buffer<unsigned> &out) {
  auto st = oxide::launch<histogram_blocks>(nullptr, oxide::launch_config::grid_1d(partials), data,
                                            oxide::row_width(partial, bin_count));
  if (!st)
    return st;
  return oxide::launch<merge_bins>(nullptr, oxide::launch_config::grid_1d(bin_count), partial,
                                   partials, out);
}

std::vector<unsigned> cpu_histogram(const std::vector<unsigned> &words) {
  std::vector<unsigned> bins(bin_count, 0);
  for (unsigned w : words)
    for (int b = 0; b < 4; ++b)
      ++bins[(w >> (8 * b)) & 0xFFu];
  return bins;
}

std::vector<unsigned> random_words(size_t n, std::mt19937 &rng) {
  std::vector<unsigned> v(n);
  for (auto &x : v)
    x = unsigned(rng());
  return v;
}

bool run_case(size_t words, const char *label, std::mt19937 &rng, bool skewed = false) {
  std::vector<unsigned> host = random_words(words, rng);
  if (skewed) // one byte value in three: heavy contention on one bin
    for (size_t i = 0; i < host.size(); i += 3)
      host[i] = 0x2a2a2a2au;
  oxide::device_buffer<unsigned> data(words), partial(size_t(partials) * bin_count);
  oxide::device_buffer<unsigned> safe(bin_count), raw(bin_count), raw_partial(size_t(partials) * bin_count);
  if (auto st = data.copy_from_host(host); !st)
    return fail("copy", st.error()), false;
  if (auto st = launch_safe(data, partial, safe); !st)
    return fail("histogram", st.error()), false;
  histogram256_raw_launch(raw.data(), raw_partial.data(), data.data(), unsigned(words));
  if (!cuda_ok("launch"))
    return false;
  const std::vector<unsigned> want = cpu_histogram(host);
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool ok = got_safe && got_raw && *got_safe == want && *got_raw == want;
  std::printf("  %-26s %9zu words: %s\n", label, words, ok ? "safe == raw == CPU" : "MISMATCH");
  return ok;
}

// The contracts' relations, refused on the CPU, where the raw kernels would
// write past a short buffer.
bool refusals() {
  oxide::device_buffer<unsigned> data(4096), partial(size_t(partials) * bin_count);
  oxide::device_buffer<unsigned> short_partial(size_t(partials) * bin_count - 1), out(bin_count);
  auto narrow = oxide::launch<histogram_blocks>(nullptr, oxide::launch_config::grid_1d(partials),
                                                data, oxide::row_width(partial, 128));
  std::printf("  partial rows 128 wide: %s\n", narrow ? "NOT REFUSED" : narrow.error().message().c_str());
  auto short_rows = oxide::launch<histogram_blocks>(
      nullptr, oxide::launch_config::grid_1d(partials), data, oxide::row_width(short_partial, bin_count));
  std::printf("  partial one counter short: %s\n",
              short_rows ? "NOT REFUSED" : short_rows.error().message().c_str());
  auto too_many = oxide::launch<merge_bins>(nullptr, oxide::launch_config::grid_1d(bin_count),
                                            partial, partials + 1, out);
  std::printf("  merge of 241 partials from 240: %s\n",
              too_many ? "NOT REFUSED" : too_many.error().message().c_str());
  return !narrow && !short_rows && !too_many;
}

// The bench: the sample's 64 MiB of random bytes, safe and raw interleaved.
bool bench(std::mt19937 &rng) {
  constexpr size_t words = size_t(64) << 20 >> 2;
  constexpr unsigned reps = 10, samples = 25;
  const std::vector<unsigned> host = random_words(words, rng);
  oxide::device_buffer<unsigned> data(words), partial(size_t(partials) * bin_count);
  oxide::device_buffer<unsigned> safe(bin_count), raw(bin_count), raw_partial(size_t(partials) * bin_count);
  if (auto st = data.copy_from_host(host); !st)
    return fail("copy", st.error()), false;
  auto run_safe = [&] {
    if (auto st = launch_safe(data, partial, safe); !st)
      std::exit(fail("histogram", st.error()));
  };
  auto run_raw = [&] { histogram256_raw_launch(raw.data(), raw_partial.data(), data.data(), unsigned(words)); };
  const auto [ms_raw, ms_safe] = oxide_examples::time_pair(run_raw, run_safe, reps, samples);
  if (!cuda_ok("bench"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool same = got_safe && got_raw && *got_safe == *got_raw;
  const double bytes = double(words) * sizeof(unsigned);
  std::printf("\nbench: 64 MiB of random bytes, 240 x 192 then 256 x 256, median of %u samples x %u runs\n",
              samples, reps);
  std::printf("| kernels | median ms | GB/s | vs raw |\n|---|---|---|---|\n");
  std::printf("| histogram_blocks + merge_bins (oxide, checked launchers) | %.4f | %.0f | %.2f%% |\n",
              ms_safe, bytes / ms_safe * 1e-6, 100.0 * ms_raw / ms_safe);
  std::printf("| histogram256Kernel + mergeHistogram256Kernel (cuda-samples, raw) | %.4f | %.0f | 100.00%% |\n",
              ms_raw, bytes / ms_raw * 1e-6);
  oxide_examples::report_pair("histogram256", "64 MiB random bytes", ms_raw, ms_safe, same);
  return same;
}

} // namespace

int main(int argc, char **argv) {
  constexpr const char *success = "histograms match the CPU and cuda-samples' histogram256";
  return oxide_examples::example_main("histogram", success, argc, argv, [](bool with_bench) {
    std::mt19937 rng(20261203);
    bool ok = true;
    ok &= run_case(size_t(1) << 20, "random", rng);
    ok &= run_case(1000003, "random, odd length", rng);
    ok &= run_case(100, "fewer words than threads", rng);
    ok &= run_case(size_t(1) << 20, "one bin in three", rng, true);
    ok &= refusals();
    if (with_bench && ok)
      ok &= bench(rng);
    return ok;
  });
}
