// softmax: llm.c's block-per-row softmax (softmax_forward_kernel4) ported
// with no unsafe code, against that kernel verbatim as its raw twin
// (softmax_raw.cu, with llm.c's MIT license).
//
//   softmax_rows<Block>   oxide: block b owns row b of `out` (block_row,
//                    width bound on the host); each thread walks its columns
//                    t, t + blockDim.x, ... with oxide::thread::columns,
//                    paired with `inp` where it reads it (the input row
//                    proven once, each col.in() unchecked). Each warp
//                    reduces with oxide::warp::reduce_max / reduce_add (the
//                    plugin proves every lane reaches them); a block_shared
//                    publish stages the warps' values (every thread writes
//                    its own cell, the barrier, thread 0 folds cells 0, 32,
//                    64, ... in the raw kernel's order, the barrier) and a
//                    second publish hands thread 0's result to the block.
//                    The sum pass rereads the thread's own output columns
//                    through their witnesses, as the raw kernel rereads
//                    `out`.
//   softmax_forward_kernel4 (raw)   the same passes on raw pointers, lane 0
//                    of each warp storing to `extern __shared__`, thread 0
//                    folding the warps' values between two __syncthreads.
//
// The contract states what the raw kernel assumes without saying: the row
// width is C (`out.width() == c`), out and inp hold n rows
// (`out.len() == n * c`, `inp.len() == out.len()`), and there is a block a
// row (`grid.x >= n`; fewer would leave rows unwritten). Both give
// bitwise-equal results (the same float operations in the same order),
// and the safe one must run at >= 99% of the raw one's speed.
//
// The raw kernel has a race the safe one cannot have: every thread reads
// the block's maximum from shared slot 0 after the second barrier, and
// lane 0 of warp 0 writes its warp's sum to that same slot with no barrier
// in between (compute-sanitizer's racecheck reports it; README.md). Each
// publish ends with a barrier, so no phase's writes meet another's reads.
//
// --verify-ptx (no GPU needed) checks the PTX CMake built for both: the
// safe kernels have no trap and no call, and the same global loads and
// stores as the raw one.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/bench.h"
#include "softmax/softmax_raw.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "oxide/verify/PtxAnalysis.h"

#ifndef OXIDE_EXAMPLE_PTX // set by CMake; a bare path otherwise
#define OXIDE_EXAMPLE_PTX "softmax.ptx"
#endif

// Block is the largest block an instantiation takes, and the size of its
// tile of partials: one cell a thread, so that at a block of Block threads
// every thread writes one cell, as in a raw kernel (a smaller block fills
// the rest too). softmax_rows<256> and softmax_rows<1024> are instantiated
// below the template.
template <unsigned Block>
[[oxide::kernel]]
[[oxide::launch_contract(
    "domain = 1",
    "requires = (out.width() == c, out.len() == n * c, inp.len() == out.len(), grid.x >= n)")]]
__global__ void __launch_bounds__(Block)
    softmax_rows(oxide::disjoint_slice<float, oxide::block_row> out, oxide::slice<const float> inp,
                 int n, int c) {
  static_assert(Block % 32 == 0 && Block <= 1024, "softmax_rows<Block>: whole warps, at most 1024");
  // Thread t writes its warp's value to cell t, so cell 32 * w holds warp
  // w's (its lane 0's, as in the raw kernel); a cell past the block (a
  // block smaller than Block) holds the fold's identity. A partial last
  // warp counts too: the raw kernel needs a multiple of 32, this one does
  // not.
  __shared__ oxide::block_shared<float, Block> partials;
  // Thread 0 folds cells 0, 32, 64, ... in the raw kernel's order: the
  // Block / 32 warps an instantiation may have, those the block lacks
  // adding the identity, which leaves the value's bits as they are:
  // fmaxf(v, -inf) is v for any v but NaN, and a warp's maximum is never
  // NaN (fmaxf drops a NaN operand); v + 0.0f is v for any v but -0.0f
  // (and the canonical NaN the GPU's arithmetic makes), and a sum of expf
  // values from +0.0f is never -0.0f. The cells are
  // constants, so the view's bounds test folds away, and the loads are not
  // behind branches: they issue together. A second publish gives thread 0's
  // result (its cell 0) to every thread, as the raw kernel's store to slot
  // 0, second __syncthreads and read of slot 0 do.
  auto fold = [](const auto &p, auto op) {
    float val = 0.0f;
    if (threadIdx.x == 0) {
      val = p[0];
#pragma unroll
      for (unsigned w = 1; w < Block / 32; ++w)
        val = op(val, p[w * 32]);
    }
    return val;
  };
  const float lowest = -std::numeric_limits<float>::infinity();

  // A block past the last row walks nothing, and still reaches every
  // collective. Each pass is the raw kernel's, in its order. The passes
  // that read `inp` walk it paired with `out` (columns(out, inp)): the walk
  // proves once that `inp` holds the block's row, and col.in() reads the
  // element at the column's (row, col) with no check. (Not
  // -INFINITY: clang's and nvcc's headers define that macro differently,
  // and the plugin refuses code that oxide's parse and nvcc's compile read
  // differently. `lowest` is the same float, 0xff800000, for both.)
  float maxval = lowest;
  for (auto col : oxide::thread::columns(out, inp))
    maxval = fmaxf(maxval, col.in());
  maxval = oxide::warp::reduce_max(maxval);
  const float block_max = partials.publish(
      [&](unsigned i) { return i < blockDim.x ? maxval : lowest; },
      [&](const auto &p) { return fold(p, [](float a, float b) { return fmaxf(a, b); }); });
  const float offset = partials.publish([&](unsigned) { return block_max; },
                                        [](const auto &p) { return p[0]; });

  for (auto col : oxide::thread::columns(out, inp))
    *col = expf(col.in() - offset);

  float sumval = 0.0f;
  for (auto col : oxide::thread::columns(out))
    sumval += *col; // the thread's own column: written above, by this thread
  sumval = oxide::warp::reduce_add(sumval);
  const float block_sum = partials.publish(
      [&](unsigned i) { return i < blockDim.x ? sumval : 0.0f; },
      [&](const auto &p) { return fold(p, [](float a, float b) { return a + b; }); });
  const float sum = partials.publish([&](unsigned) { return block_sum; },
                                     [](const auto &p) { return p[0]; });

  for (auto col : oxide::thread::columns(out))
    *col = *col / sum;
}

// The instantiations the example launches (oxide-rewrite writes a checked
// launcher for each): blocks up to 256 threads, and up to 1024.
template __global__ void softmax_rows<256>(oxide::disjoint_slice<float, oxide::block_row>,
                                           oxide::slice<const float>, int, int);
template __global__ void softmax_rows<1024>(oxide::disjoint_slice<float, oxide::block_row>,
                                            oxide::slice<const float>, int, int);

namespace {

using oxide::verify::EntryStats;

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "softmax: %s: %s\n", what, e.message().c_str());
  return 1;
}
bool cuda_ok(const char *what) { return oxide_examples::cuda_ok("softmax", what); }

// The PTX claims, read from the file CMake built (the rewritten softmax.cu
// and softmax_raw.cu, concatenated): the safe kernel has no bounds trap (the
// launch-shape check is counted apart) and no call, and its global loads
// and stores are the raw kernel's, kind for kind: each walk reads or writes
// one element per step, as each of the raw kernel's loops does.
int verify_ptx(const char *path) {
  const auto read = oxide::verify::analysePtxFile(path);
  if (!read)
    return std::printf("softmax: cannot read %s\n", path), 2;
  const std::vector<EntryStats> &entries = *read;
  std::vector<std::string> failures;
  for (const char *claim : {"softmax_rows:traps==0", "softmax_rows:calls==0",
                            "softmax_rows:div64==0", "softmax_rows:st.shared>=1",
                            "softmax_rows:ld.shared>=1", "softmax_forward_kernel4:st.shared>=1"})
    for (std::string &f : oxide::verify::checkExpectation(entries, claim))
      failures.push_back(std::string(claim) + ": " + f);
  const EntryStats *raw = nullptr;
  std::vector<const EntryStats *> safe;
  for (const EntryStats &e : entries) {
    if (e.BaseName == "softmax_rows")
      safe.push_back(&e);
    if (e.BaseName == "softmax_forward_kernel4")
      raw = &e;
  }
  if (safe.size() != 2 || !raw)
    failures.push_back("softmax_rows<256>, softmax_rows<1024> and softmax_forward_kernel4 must be in "
                       "the PTX");
  for (const EntryStats *e : safe)
    if (raw && (e->GlobalLoads != raw->GlobalLoads || e->GlobalStores != raw->GlobalStores))
      failures.push_back(e->Demangled + ": its global loads and stores differ from the raw one's");
  std::printf("%s", oxide::verify::summary(entries).c_str());
  for (const std::string &f : failures)
    std::printf("FAILED %s\n", f.c_str());
  if (!failures.empty())
    return 1;
  std::printf("SUCCESS: softmax_rows has no trap and no call, and the global loads and stores of "
              "softmax_forward_kernel4\n");
  return 0;
}

// llm.c's input (softmax_forward.cu's main): uniform in [-1, 1), with three
// elements a row scaled by 20, so that a row's softmax is not flat.
std::vector<float> llm_c_input(int n, int c, std::mt19937 &rng) {
  std::vector<float> v = oxide_examples::random_floats(size_t(n) * c, rng);
  std::uniform_int_distribution<int> col(0, c - 1);
  for (int k = 0; k < 3; ++k)
    for (int row = 0; row < n; ++row)
      v[size_t(row) * c + col(rng)] *= 20;
  return v;
}

// The smallest instantiation that takes the block.
oxide::result<void> launch_safe(oxide::device_buffer<float> &out, oxide::device_buffer<float> &inp,
                                int n, int c, unsigned block) {
  const auto cfg = oxide::launch_config::grid_1d(unsigned(n), block);
  if (block <= 256)
    return oxide::launch<softmax_rows<256>>(nullptr, cfg, oxide::row_width(out, unsigned(c)), inp, n, c);
  return oxide::launch<softmax_rows<1024>>(nullptr, cfg, oxide::row_width(out, unsigned(c)), inp, n, c);
}

// Both kernels on the same random rows; true when the outputs match
// bitwise.
bool run_pair(int n, int c, unsigned block, std::mt19937 &rng) {
  const size_t len = size_t(n) * c;
  oxide::device_buffer<float> inp(len), safe(len), raw(len);
  if (auto st = inp.copy_from_host(llm_c_input(n, c, rng)); !st)
    return fail("copy", st.error()), false;
  cudaMemset(safe.data(), 0xff, len * sizeof(float)); // an element nobody wrote shows
  cudaMemset(raw.data(), 0xff, len * sizeof(float));
  if (auto st = launch_safe(safe, inp, n, c, block); !st)
    return fail("softmax_rows", st.error()), false;
  softmax_raw_launch(raw.data(), inp.data(), n, c, int(block));
  if (!cuda_ok("launch"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool same = got_safe && got_raw && oxide_examples::bitwise_equal(*got_safe, *got_raw);
  std::printf("  n = %-5d C = %-6d block %-5u safe == raw bitwise: %s\n", n, c, block,
              same ? "yes" : "NO");
  return same;
}

// The safe kernel alone against a double-precision softmax on the CPU: for
// a block that is not a multiple of 32, which the raw kernel does not take
// (its partial warp's shuffles are undefined, and warpsPerBlock drops it),
// and under the sanitizers (--safe-only), where the raw kernel's race on
// its shared slot 0 shows.
bool run_against_cpu(int n, int c, unsigned block, std::mt19937 &rng) {
  const size_t len = size_t(n) * c;
  const std::vector<float> host = llm_c_input(n, c, rng);
  oxide::device_buffer<float> inp(len), safe(len);
  if (auto st = inp.copy_from_host(host); !st)
    return fail("copy", st.error()), false;
  if (auto st = launch_safe(safe, inp, n, c, block); !st)
    return fail("softmax_rows", st.error()), false;
  if (!cuda_ok("launch"))
    return false;
  auto got = safe.to_host();
  double worst = got ? 0.0 : 1.0;
  for (int row = 0; got && row < n; ++row) {
    const float *x = host.data() + size_t(row) * c;
    double m = -INFINITY, s = 0;
    for (int i = 0; i < c; ++i)
      m = std::fmax(m, double(x[i]));
    for (int i = 0; i < c; ++i)
      s += std::exp(double(x[i]) - m);
    for (int i = 0; i < c; ++i) {
      const double want = std::exp(double(x[i]) - m) / s;
      // Relative to the value, down to 1e-30: llm.c's input can put one
      // element 400 above the rest of its row (a column picked twice, times
      // 20 twice), whose exp then underflows to 0 in float (e^-400).
      worst = std::fmax(worst, std::fabs((*got)[size_t(row) * c + i] - want) / std::fmax(want, 1e-30));
    }
  }
  // A thread sums c / block floats: a float sum's rounding grows with that.
  const bool ok = worst < 1e-5 + 1e-7 * (double(c) / block);
  std::printf("  n = %-5d C = %-6d block %-5u safe == CPU (relative error %.1e): %s\n", n, c, block,
              worst, ok ? "yes" : "NO");
  return ok;
}

// The contract, refused on the CPU where the raw kernel would read past
// `inp` or leave rows unwritten.
bool refusals() {
  oxide::device_buffer<float> inp(64 * 1000 - 1), out(64 * 1000);
  const auto short_input = launch_safe(out, inp, 64, 1000, 256);
  std::printf("  an input one float short: %s\n",
              short_input ? "NOT REFUSED" : short_input.error().message().c_str());
  oxide::device_buffer<float> full(64 * 1000);
  const auto few_blocks = oxide::launch<softmax_rows<256>>(
      nullptr, oxide::launch_config::grid_1d(63, 256), oxide::row_width(out, 1000u), full, 64, 1000);
  std::printf("  63 blocks for 64 rows: %s\n",
              few_blocks ? "NOT REFUSED" : few_blocks.error().message().c_str());
  return !short_input && !few_blocks;
}

// One bench pair: n rows of c, safe and raw interleaved.
bool bench(oxide::device_buffer<float> &inp, int n, int c, unsigned block) {
  constexpr unsigned reps = 10, samples = 25;
  const size_t len = size_t(n) * c;
  oxide::device_buffer<float> safe(len), raw(len);
  auto run_safe = [&] {
    if (auto st = launch_safe(safe, inp, n, c, block); !st)
      std::exit(fail("softmax_rows", st.error()));
  };
  auto run_raw = [&] { softmax_raw_launch(raw.data(), inp.data(), n, c, int(block)); };
  const auto [ms_raw, ms_safe] = oxide_examples::time_pair(run_raw, run_safe, reps, samples);
  if (!cuda_ok("bench"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool same = got_safe && got_raw && oxide_examples::bitwise_equal(*got_safe, *got_raw);
  // The compulsory traffic: each input float read once, each output float
  // written once (both kernels read a row twice and write it twice, the
  // second time mostly from L2).
  const double bytes = 2.0 * double(len) * sizeof(float);
  const std::string shape =
      std::to_string(n) + " rows of " + std::to_string(c) + ", block " + std::to_string(block);
  std::printf("\nbench: %s, median of %u samples x %u launches\n", shape.c_str(), samples, reps);
  std::printf("| kernel | median ms | GB/s | vs raw |\n|---|---|---|---|\n");
  std::printf("| softmax_rows (oxide, checked launcher) | %.4f | %.0f | %.2f%% |\n", ms_safe,
              bytes / ms_safe * 1e-6, 100.0 * ms_raw / ms_safe);
  std::printf("| softmax_forward_kernel4 (llm.c, raw) | %.4f | %.0f | 100.00%% |\n", ms_raw,
              bytes / ms_raw * 1e-6);
  oxide_examples::report_pair("softmax_rows", shape.c_str(), ms_raw, ms_safe, same);
  return same;
}

} // namespace

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "--verify-ptx") == 0)
    return verify_ptx(argc > 2 ? argv[2] : OXIDE_EXAMPLE_PTX);
  // --safe-only: no raw kernel at all (test/runtime/softmax_runs.test runs
  // the sanitizers so: kernel4's race makes its result vary under them).
  const bool safe_only = argc > 1 && std::strcmp(argv[1], "--safe-only") == 0;
  const bool with_bench = !safe_only && !(argc > 1 && std::strcmp(argv[1], "--no-bench") == 0);
  if (!oxide_examples::announce_device("softmax"))
    return 2;
  std::mt19937 rng(20261205);
  bool ok = true;
  try {
    // llm.c's block sizes, on rows of its vocabulary (softmax_forward.cu)
    // and of its attention (attention_forward.cu: T = 1024, block 256).
    const auto check = safe_only ? run_against_cpu : run_pair;
    for (unsigned block : {32u, 64u, 128u, 256u, 512u, 1024u})
      ok &= check(64, 50257, block, rng);
    ok &= check(1024, 1024, 256, rng);
    ok &= check(37, 100, 128, rng); // fewer columns than threads
    ok &= run_against_cpu(64, 1000, 48, rng);
    ok &= run_against_cpu(64, 1000, 1000, rng);
    ok &= refusals();

    if (with_bench && ok) {
      // llm.c's softmax_forward.cu: B * T = 8 * 1024 rows of V = 50257
      // (1.6 GB each way, far past the 50 MB L2), at the block attention
      // uses (256) and at 1024.
      constexpr int n = 8 * 1024, c = 50257;
      oxide::device_buffer<float> inp(size_t(n) * c);
      if (auto st = inp.copy_from_host(llm_c_input(n, c, rng)); !st)
        return fail("copy", st.error());
      ok &= bench(inp, n, c, 256);
      ok &= bench(inp, n, c, 1024);
    }
  } catch (const oxide::cuda_exception &e) {
    return fail("device_buffer", e.error());
  }
  const char *success = safe_only ? "SUCCESS: softmax_rows matches the CPU\n"
                                  : "SUCCESS: softmax matches llm.c's kernel bitwise\n";
  std::printf("%s", ok ? success : "FAILURE\n");
  return ok ? 0 : 1;
}
