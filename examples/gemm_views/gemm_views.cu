// gemm_views: safe SGEMM kernels next to raw-pointer twins, proven equal in
// PTX and measured on the GPU.
//
//   sgemm_naive_views / sgemm_naive_raw   one thread per C element; the safe
//       one proves its A row and B column once (matrix_view), then walks
//       them with zip_exact: no check inside the loop.
//   sgemm_tiled_views / sgemm_tiled_raw   16 x 16 tiles staged through shared
//       memory. The views are hoisted with value_or(empty()), and edge reads
//       use get(i).value_or(0), because every thread must reach the barriers.
//       The staging is Tier 2: [[oxide::unsafe]] blocks with SAFETY comments.
//   sgemm_checked                          the baseline (examples/gemm): a[i].
//
// The raw twins are plain CUDA in gemm_views_raw.cu, compiled by plain nvcc.
// The three oxide kernels write C through a witness (a 1 x 1 tile, or
// get_mut), and carry the same contract: the launcher proves the sizes on
// the CPU. --verify-ptx reads both files' PTX (CMake concatenates them).
#include "gemm/sgemm_checked.cuh"

#include "common/bench.h"
#include "common/gemm_problem.h"
#include "gemm_views/gemm_views_raw.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "oxide/verify/PtxAnalysis.h"

#ifndef OXIDE_EXAMPLE_PTX
#define OXIDE_EXAMPLE_PTX "gemm_views.ptx"
#endif

using c_tiles = oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<1, 1>>;
constexpr unsigned tile = 16;

[[oxide::kernel]]
[[oxide::launch_contract(OXIDE_GEMM_CONTRACT)]]
__global__ void sgemm_naive_views(unsigned m, unsigned n, unsigned k, float alpha,
                                  oxide::slice<const float> a, oxide::slice<const float> b,
                                  float beta, c_tiles c) {
  auto coord = oxide::thread::coord_2d();
  const unsigned row = coord.row(), col = coord.col();
  if (row >= m || col >= n)
    return; // no barriers in this kernel: threads outside C may leave
  float sum = 0.0f;
#ifndef OXIDE_DELIBERATELY_CHECKED
  if (auto a_row = oxide::matrix_view(a, k).row(row, k))
    if (auto b_col = oxide::matrix_view(b, n).col(col, k))
      if (auto pairs = a_row->zip_exact(*b_col))
        for (auto [x, y] : *pairs)
          sum += x * y;
#else // test/ptx: the tester must catch a safe kernel that still checks every a[i]
  for (size_t i = 0; i < k; ++i)
    sum += a[size_t(row) * k + i] * b[i * n + col];
#endif
  if (auto cell = oxide::get_tile_2d_rt(c, coord))
    cell->at<0, 0>() = alpha * sum + beta * cell->at<0, 0>();
}

[[oxide::kernel]]
[[oxide::launch_contract(OXIDE_GEMM_CONTRACT)]]
__global__ void sgemm_tiled_views(unsigned m, unsigned n, unsigned k, float alpha,
                                  oxide::slice<const float> a, oxide::slice<const float> b,
                                  float beta, c_tiles c) {
  __shared__ oxide::block_shared<float, tile, tile> as, bs;
  auto coord = oxide::thread::coord_2d();
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  // Cell (r, c) of the A tile is A[row0 + r][t + c], of the B tile
  // B[t + r][col0 + c], each a checked read. Past k a cell is 0, never a
  // neighbour's value (0 * inf would be NaN where the raw kernel has 0).
  const size_t a_row0 = size_t(blockIdx.y) * tile * k;
  const unsigned col0 = blockIdx.x * tile;
  float sum = 0.0f;
  for (unsigned t = 0; t < k; t += tile) {
    // One phase: every thread writes the cells it owns of both tiles, the
    // barrier, the reads, the barrier (block_shared.cuh). k is a kernel
    // argument, so every thread runs this loop the same number of times:
    // the plugin proves each publish is reached by the whole block.
    as.publish(
        [&](unsigned r, unsigned col) {
          return t + col < k ? a.get(a_row0 + size_t(r) * k + t + col).value_or(0.0f) : 0.0f;
        },
        bs,
        [&](unsigned r, unsigned col) {
          return t + r < k ? b.get(size_t(t + r) * n + col0 + col).value_or(0.0f) : 0.0f;
        },
        [&](const auto &at, const auto &bt) {
          for (unsigned i = 0; i < tile; ++i)
            sum += at(ty, i) * bt(i, tx);
        });
  }
  if (coord.row() < m && coord.col() < n)
    if (auto cell = oxide::get_tile_2d_rt(c, coord))
      cell->at<0, 0>() = alpha * sum + beta * cell->at<0, 0>();
}

[[oxide::kernel]]
[[oxide::launch_contract(OXIDE_GEMM_CONTRACT)]]
__global__ void sgemm_checked(unsigned m, unsigned n, unsigned k, float alpha,
                              oxide::slice<const float> a, oxide::slice<const float> b, float beta,
                              oxide::disjoint_slice<float, oxide::runtime_index2d> c) {
  sgemm_checked_body(m, n, k, alpha, a, b, beta, c);
}

namespace {

using oxide::verify::EntryStats;

int verify_ptx(const char *path) {
  const auto read = oxide::verify::analysePtxFile(path);
  if (!read)
    return std::printf("gemm_views: cannot read %s\n", path), 2;
  const std::vector<EntryStats> &entries = *read;
  std::vector<std::string> failures;
  auto expect = [&](const char *claim) {
    for (std::string &f : oxide::verify::checkExpectation(entries, claim))
      failures.push_back(std::string(claim) + ": " + f);
  };
  auto add = [&](std::vector<std::string> fs, const char *what) {
    for (std::string &f : fs)
      failures.push_back(std::string(what) + ": " + f);
  };
  for (const char *claim : {"sgemm_naive_views:traps==0", "sgemm_naive_views:calls==0",
                            "sgemm_tiled_views:traps==0", "sgemm_tiled_views:calls==0",
                            "sgemm_tiled_views:ld.shared>=1", "sgemm_tiled_views:st.shared>=1",
                            "sgemm_tiled_raw:ld.shared>=1", "sgemm_tiled_raw:st.shared>=1",
                            "sgemm_checked:traps>=2"})
    expect(claim);
  add(oxide::verify::checkSameBranches(entries, "sgemm_naive_views", "sgemm_naive_raw"), "naive branches");
  add(oxide::verify::checkSameMemory(entries, "sgemm_naive_views", "sgemm_naive_raw"), "naive memory");
  add(oxide::verify::checkSameMemory(entries, "sgemm_tiled_views", "sgemm_tiled_raw"), "tiled memory");
  std::printf("%s", oxide::verify::summary(entries).c_str());
  for (const std::string &f : failures)
    std::printf("FAILED %s\n", f.c_str());
  if (!failures.empty())
    return 1;
  std::printf("SUCCESS: gemm_views safe kernels match raw PTX structure: no trap, no call, equal "
              "global ld/st multisets, equal naive branch counts, shared staging in the tiled pair; "
              "the checked gemm keeps its traps\n");
  return 0;
}

using problem = oxide_examples::gemm_problem;

enum kernel_id { naive_views, naive_raw, tiled_views, tiled_raw, checked, kernel_count };
const char *const kernel_names[kernel_count] = {"naive views (safe)", "naive raw", "tiled views (safe)",
                                                "tiled raw", "checked a[i]"};

// Device buffers for one problem: A, B, and one C per kernel.
struct device_problem {
  const problem &p;
  oxide::device_buffer<float> a, b;
  std::vector<oxide::device_buffer<float>> c;
  explicit device_problem(const problem &p) : p(p), a(p.a.size()), b(p.b.size()) {
    if (!a.copy_from_host(p.a) || !b.copy_from_host(p.b))
      throw std::runtime_error("copy failed");
    for (int i = 0; i < kernel_count; ++i) {
      c.emplace_back(p.c0.size());
      if (!c.back().copy_from_host(p.c0))
        throw std::runtime_error("copy failed");
    }
  }
  // One launch of kernel `id`, through the checked launcher for the safe
  // kernels and <<<>>> for the raw twins.
  void launch(int id, float alpha, float beta) {
    const dim3 grid((p.n + tile - 1) / tile, (p.m + tile - 1) / tile), block(tile, tile);
    const auto cfg = oxide::launch_config::grid_2d({grid.x, grid.y});
    oxide::result<void> st{};
    switch (id) {
    case naive_views:
      st = oxide::launch<sgemm_naive_views>(nullptr, cfg, p.m, p.n, p.k, alpha, a, b, beta, oxide::row_width(c[id], p.n));
      break;
    case tiled_views:
      st = oxide::launch<sgemm_tiled_views>(nullptr, cfg, p.m, p.n, p.k, alpha, a, b, beta, oxide::row_width(c[id], p.n));
      break;
    case checked:
      st = oxide::launch<sgemm_checked>(nullptr, cfg, p.m, p.n, p.k, alpha, a, b, beta, oxide::row_width(c[id], p.n));
      break;
    case naive_raw:
      sgemm_naive_raw_launch(grid, block, raw_args(id, alpha, beta));
      break;
    case tiled_raw:
      sgemm_tiled_raw_launch(grid, block, raw_args(id, alpha, beta));
      break;
    }
    if (!st)
      throw std::runtime_error(st.error().message());
  }
  gemm_raw_args raw_args(int id, float alpha, float beta) {
    return {p.m, p.n, p.k, alpha, a.data(), a.len(), b.data(), b.len(), beta, c[id].data(), c[id].len()};
  }
  std::vector<float> result(int id) { return oxide_examples::host_copy(c[id]); }
};

using oxide_examples::bitwise_equal;

bool correctness(std::mt19937 &rng) {
  bool ok = true;
  const float alpha = 1.5f, beta = 0.5f;
  for (auto [m, n, k] : {std::array<unsigned, 3>{128, 96, 64}, std::array<unsigned, 3>{200, 136, 77},
                         std::array<unsigned, 3>{33, 250, 19}}) {
    problem p(m, n, k, rng);
    device_problem d(p);
    std::vector<double> want(size_t(m) * n);
    for (unsigned r = 0; r < m; ++r)
      for (unsigned col = 0; col < n; ++col)
        want[size_t(r) * n + col] = p.reference(r, col, alpha, beta);
    std::printf("%ux%ux%u (alpha %.1f, beta %.1f):\n", m, n, k, alpha, beta);
    std::vector<std::vector<float>> got(kernel_count);
    for (int id = 0; id < kernel_count; ++id) {
      d.launch(id, alpha, beta);
      if (cudaDeviceSynchronize() != cudaSuccess)
        throw std::runtime_error("kernel failed");
      got[id] = d.result(id);
      double err = 0;
      for (size_t i = 0; i < want.size(); ++i)
        err = std::fmax(err, std::fabs(want[i] - got[id][i]));
      std::printf("  %20s: max |gpu - cpu| = %.3e\n", kernel_names[id], err);
      ok &= err < 1e-3;
    }
    const bool naive_same = bitwise_equal(got[naive_views], got[naive_raw]);
    const bool tiled_same = bitwise_equal(got[tiled_views], got[tiled_raw]);
    std::printf("  naive safe == raw bitwise: %s; tiled safe == raw bitwise: %s\n", naive_same ? "yes" : "NO",
                tiled_same ? "yes" : "NO");
    ok &= naive_same && tiled_same;
  }
  // The contract refuses a k the buffers cannot back, on the CPU.
  problem p(128, 96, 64, rng);
  device_problem d(p);
  auto st = oxide::launch<sgemm_naive_views>(nullptr, oxide::launch_config::grid_2d({6, 8}), 128u, 96u, 128u,
                                             1.0f, d.a, d.b, 0.0f, oxide::row_width(d.c[0], 96));
  if (st) {
    std::printf("doubled k was NOT refused\n");
    ok = false;
  } else {
    std::printf("contract rejected doubled-k launch on the CPU: %s\n", st.error().message().c_str());
  }
  return ok;
}

bool bench(std::mt19937 &rng, unsigned samples) {
  bool ok = true;
  constexpr unsigned reps = 3;
  std::printf("\nbench: median of %u samples; a sample is %u back-to-back launches timed with CUDA "
              "events, behind one untimed launch (so host-side contract checks overlap GPU work); "
              "kernels interleaved in a rotating order\n",
              samples, reps);
  std::printf("| size | kernel | median ms | GFLOPS | vs raw twin |\n|---|---|---|---|---|\n");
  oxide_examples::event_timer timer;
  for (unsigned size : {1024u, 2048u, 4096u}) {
    problem p(size, size, size, rng);
    device_problem d(p);
    std::vector<std::vector<float>> times(kernel_count);
    // The untimed lead-in keeps the GPU busy while the host enqueues.
    auto sample = [&](int id) { return timer.ms_per_launch([&] { d.launch(id, 1.0f, 0.5f); }, reps); };
    for (int id = 0; id < kernel_count; ++id) // warm-up
      sample(id);
    // Interleaved, and the order rotates each round: no kernel always runs
    // right after the long checked one (the H200's clocks follow its load).
    for (unsigned s = 0; s < samples; ++s)
      for (int j = 0; j < kernel_count; ++j) {
        const int id = int((s + j) % kernel_count);
        times[id].push_back(sample(id));
      }
    if (cudaDeviceSynchronize() != cudaSuccess)
      throw std::runtime_error("bench kernel failed");
    double med[kernel_count];
    for (int id = 0; id < kernel_count; ++id)
      med[id] = oxide_examples::median(times[id]);
    const double flop = 2.0 * size * size * double(size);
    const int twin[kernel_count] = {naive_raw, naive_raw, tiled_raw, tiled_raw, naive_raw};
    for (int id = 0; id < kernel_count; ++id)
      std::printf("| %u^3 | %s | %.3f | %.0f | %.2f%% |\n", size, kernel_names[id], med[id],
                  flop / (med[id] * 1e-3) * 1e-9, 100.0 * med[twin[id]] / med[id]);
    // Every C saw the same number of launches from the same start.
    const bool same = bitwise_equal(d.result(naive_views), d.result(naive_raw)) &&
                      bitwise_equal(d.result(tiled_views), d.result(tiled_raw));
    std::printf("|  | safe == raw bitwise after the bench (both pairs) | %s | | |\n", same ? "yes" : "NO");
    ok &= same;
    const std::string shape = std::to_string(size) + "^3";
    oxide_examples::report_pair("sgemm_naive_views", shape.c_str(), med[naive_raw], med[naive_views], same);
    oxide_examples::report_pair("sgemm_tiled_views", shape.c_str(), med[tiled_raw], med[tiled_views], same);
  }
  return ok;
}

} // namespace

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "--verify-ptx") == 0)
    return verify_ptx(argc > 2 ? argv[2] : OXIDE_EXAMPLE_PTX);
  const bool no_bench = argc > 1 && std::strcmp(argv[1], "--no-bench") == 0;
  if (!oxide_examples::announce_device("gemm_views"))
    return 2;
  std::mt19937 rng(20261129);
  try {
    bool ok = correctness(rng);
    if (ok && !no_bench)
      ok = bench(rng, 21);
    std::printf(ok ? "SUCCESS: view-based SGEMM matched raw twins and CPU reference\n" : "FAILURE\n");
    return ok ? 0 : 1;
  } catch (const std::exception &e) {
    std::printf("gemm_views: %s\n", e.what());
    return 1;
  }
}
