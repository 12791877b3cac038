// sgemm_fast: a register-blocked, shared-memory tiled SGEMM written the oxide
// way, next to its raw twin and cuBLAS.
//
//   sgemm_fast_safe   oxide: inputs read through as_vectors<float4> with
//                     fill reads at the edges, C written through the thread's
//                     clipped 8 x 8 tile (float4 when whole), shared staging
//                     and barriers in [[oxide::unsafe]] blocks with SAFETY.
//   sgemm_fast_staged oxide, no unsafe: the same, with its shared staging in
//                     oxide::block_double_buffer (97-99.3% of the raw twin on the H200: README).
//   sgemm_fast_raw    the raw twin: the same algorithm on raw pointers.
//   sgemm_step<V, D>  the raw ladder: scalar loads / one slab, to show what
//                     each optimisation bought (README).
//                     Both raw kernels are plain CUDA in sgemm_fast_raw.cu,
//                     compiled by plain nvcc.
//   cuBLAS SGEMM      FP32 with TF32 off, in this benchmark binary only.
//
// C = alpha * A B + beta * C, all row-major; m, n, k need not be multiples
// of the tiles. The contract asks n % 4 == 0 and k % 4 == 0 (float4 rows).
#include "sgemm_fast.cuh"
#include "sgemm_fast/sgemm_fast_raw.h"

#include "common/bench.h"
#include "common/gemm_problem.h"

#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#ifdef OXIDE_EXAMPLE_PTX
#  include "oxide/verify/PtxAnalysis.h"
#endif
#ifdef SGEMM_FAST_CUBLAS
#  include <cublas_v2.h>
#endif

using c_tiles = oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<sgemm_fast::tile_rows, sgemm_fast::tile_cols>>;

#define SGEMM_FAST_CONTRACT                                                                        \
  "domain = 2, block = (16, 16, 1)",                                                               \
      "requires = (k >= 1, n % 4 == 0, k % 4 == 0, aligned(a, 16), aligned(b, 16), aligned(c, 16), " \
      "a.len() >= m * k, b.len() >= k * n, c.len() == m * n)"

// C = alpha * acc + beta * C over the thread's 8 x 8 tile of C, cut to the
// matrix: float4 when whole. (sgemm_fast_safe keeps its own copy, as measured.)
template <class Coord>
__device__ __forceinline__ void write_c(const c_tiles &c, const Coord &coord, float alpha,
                                        const float (&acc)[sgemm_fast::tile_rows][sgemm_fast::tile_cols],
                                        float beta) {
  using namespace sgemm_fast;
  if (auto tile = oxide::get_clipped_tile_2d(c, coord)) {
    if (auto whole = tile->full())
      if (auto v = whole->template as_vectors<float4>()) {
#pragma unroll
        for (unsigned i = 0; i < tile_rows; ++i) {
          float4 &c0 = *v->get(i, 0), &c1 = *v->get(i, 1);
          c0 = axpby<0>(alpha, acc[i], beta, c0);
          c1 = axpby<4>(alpha, acc[i], beta, c1);
        }
        return;
      }
#pragma unroll
    for (unsigned i = 0; i < tile_rows; ++i)
#pragma unroll
      for (unsigned j = 0; j < tile_cols; ++j)
        if (auto e = tile->get(i, j))
          *e = alpha * acc[i][j] + beta * *e;
  }
}

[[oxide::kernel]]
[[oxide::launch_contract(SGEMM_FAST_CONTRACT)]]
__global__ void __launch_bounds__(256, 2) sgemm_fast_safe(unsigned m, unsigned n, unsigned k, float alpha,
                                                       oxide::slice<const float> a, oxide::slice<const float> b,
                                                       float beta, c_tiles c) {
  using namespace sgemm_fast;
  __shared__ oxide::shared_array<float, 2 * bk * bm, 16> as; // 16: read as float4
  __shared__ oxide::shared_array<float, 2 * bk * bn, 16> bs;
  const auto coord = oxide::thread::coord_2d();
  const unsigned tx = threadIdx.x, ty = threadIdx.y, t = ty * (bn / tile_cols) + tx;
  const unsigned row0 = blockIdx.y * bm, col0 = blockIdx.x * bn;
  const unsigned ar = a_slab_row(t), ac = a_slab_col(t), br = b_slab_row(t), bc = b_slab_col(t);
  // The inputs as float4s, checked once (aligned, whole float4s; the
  // contract's facts fold most of it), then the thread's own band of each,
  // checked once: its A row (empty when the row is past m) and its B column
  // of float4s. Inside the K loop each read is one compare against the
  // band's length, the raw twin's `kt + ac < k`, and reads zeros past it.
  const oxide::slice<const float4> none{};
  const auto a4 = oxide::as_vectors<float4>(a).value_or(none), b4 = oxide::as_vectors<float4>(b).value_or(none);
  const auto a_row = oxide::matrix_view(a4, k / 4)
                         .row(row0 + ar < m ? row0 + ar : ~0u, k / 4)
                         .value_or(oxide::row_view<const float4>::empty());
  const auto b_col = oxide::matrix_view(b4, n / 4)
                         .col((col0 + bc) / 4, k)
                         .value_or(oxide::col_view<const float4>::empty());
  const float4 zero = {0.0f, 0.0f, 0.0f, 0.0f};
  float acc[tile_rows][tile_cols] = {};
  float4 ra = a_row.get(ac / 4).value_or(zero), rb = b_col.get(br).value_or(zero);
  // SAFETY: the block is exactly 16 x 16 (the contract; on the device,
  // the entry's launch-shape check), so t = ty * 16 + tx is one thread's own: it writes A slab
  // column entries (ac..ac+3, ar) and B slab float4 (br, bc..bc+3), which no
  // other thread writes; indices stay below 8 * 128 per slab. The barrier
  // orders the writes before any read, and every thread reaches it.
  [[oxide::unsafe]] {
    as[(ac + 0) * bm + ar] = ra.x;
    as[(ac + 1) * bm + ar] = ra.y;
    as[(ac + 2) * bm + ar] = ra.z;
    as[(ac + 3) * bm + ar] = ra.w;
    bs.as_vector<float4>((br * bn + bc) / 4) = rb;
    oxide::sync_threads();
  }
#pragma unroll 2 // the slab index becomes a constant in each copy
  for (unsigned kt = 0; kt < k; kt += bk) {
    const unsigned s = (kt / bk) % 2;
    // The next K step's loads, in flight during this step's FMAs. Not under
    // `if (more)`: past k they read zeros, and a branch here let the
    // compiler sink the loads below the FMAs (measured: 10% slower). B's
    // first, its index as br + kt + bk: the same loads, but ptxas's schedule
    // of this spelling runs at 100.2-100.4% of the raw twin at 1024^3, where
    // A's first ran at 96.4% (README, "what it took": the variants measured).
    rb = b_col.get(br + kt + bk).value_or(zero);
    ra = a_row.get((kt + bk + ac) / 4).value_or(zero);
    // SAFETY: reads only (slab s, written before the last barrier); the
    // offsets are below 8 * 128 per slab and 16-byte aligned (ty * 8, tx * 8).
    [[oxide::unsafe]] {
      // In float4s: slab s, then the thread's 8 rows of A and 8 columns of B.
      const unsigned a_at = s * (bk * bm / 4) + ty * (tile_rows / 4), b_at = s * (bk * bn / 4) + tx * (tile_cols / 4);
#pragma unroll
      for (unsigned kk = 0; kk < bk; ++kk) {
        const unsigned ai = a_at + kk * (bm / 4), bi = b_at + kk * (bn / 4);
        outer_product(acc, as.as_vector<float4>(ai), as.as_vector<float4>(ai + 1), bs.as_vector<float4>(bi),
                      bs.as_vector<float4>(bi + 1));
      }
    }
    // SAFETY: this thread's own entries of slab s ^ 1, as above. Nobody
    // reads that slab during this step: its last reads were in the previous
    // step, before the previous barrier (after the last step nobody reads it
    // again). Every thread reaches the barrier: k and kt are uniform.
    [[oxide::unsafe]] {
      const unsigned o = (s ^ 1) * bk * bm;
      as[o + (ac + 0) * bm + ar] = ra.x;
      as[o + (ac + 1) * bm + ar] = ra.y;
      as[o + (ac + 2) * bm + ar] = ra.z;
      as[o + (ac + 3) * bm + ar] = ra.w;
      bs.as_vector<float4>(((s ^ 1) * bk * bn + br * bn + bc) / 4) = rb;
      oxide::sync_threads();
    }
  }
  // The thread's 8 x 8 tile of C, cut to the matrix: float4 when whole.
  if (auto tile = oxide::get_clipped_tile_2d(c, coord)) {
    if (auto whole = tile->full())
      if (auto v = whole->as_vectors<float4>()) {
#pragma unroll
        for (unsigned i = 0; i < tile_rows; ++i) {
          float4 &c0 = *v->get(i, 0), &c1 = *v->get(i, 1);
          c0 = axpby<0>(alpha, acc[i], beta, c0);
          c1 = axpby<4>(alpha, acc[i], beta, c1);
        }
        return;
      }
#pragma unroll
    for (unsigned i = 0; i < tile_rows; ++i)
#pragma unroll
      for (unsigned j = 0; j < tile_cols; ++j)
        if (auto e = tile->get(i, j))
          *e = alpha * acc[i][j] + beta * *e;
  }
}

// The same kernel with its shared staging in oxide::block_double_buffer: no
// unsafe. The A slab is staged transposed (column_groups: thread t writes
// rows (t % 2) * 4 .. + 3 of column t / 2, the raw twin's as[(ac + j) * bm +
// ar]), the B slab as float4s (row_groups: thread t writes float4 t % 32 of
// row t / 32, the raw twin's bs[br * bn + bc]). pipeline() is the raw twin's
// loop: the next K step's loads (B's first), the FMAs on this step's slabs,
// the stores into the other slabs, one barrier; the fill runs for the step
// past the end too, whose loads read zeros.
[[oxide::kernel]]
[[oxide::launch_contract(SGEMM_FAST_CONTRACT)]]
__global__ void __launch_bounds__(256, 2) sgemm_fast_staged(unsigned m, unsigned n, unsigned k, float alpha,
                                                         oxide::slice<const float> a, oxide::slice<const float> b,
                                                         float beta, c_tiles c) {
  using namespace sgemm_fast;
  __shared__ oxide::block_double_buffer<float, bk, bm, oxide::column_groups<float4>> as; // A slab, transposed
  __shared__ oxide::block_double_buffer<float, bk, bn, oxide::row_groups<float4>> bs;
  const auto coord = oxide::thread::coord_2d();
  const unsigned tx = threadIdx.x, ty = threadIdx.y, t = ty * (bn / tile_cols) + tx;
  const unsigned row0 = blockIdx.y * bm, col0 = blockIdx.x * bn;
  const unsigned ar = a_slab_row(t), ac = a_slab_col(t), br = b_slab_row(t), bc = b_slab_col(t);
  // The thread's bands of A and B, proven once, as in sgemm_fast_safe. The
  // thread's groups of the slabs are (ac, ar) of A and (br, bc) of B, the
  // cells the fills are asked for, so the fills read the bands and need not
  // look at (r, c).
  const oxide::slice<const float4> none{};
  const auto a4 = oxide::as_vectors<float4>(a).value_or(none), b4 = oxide::as_vectors<float4>(b).value_or(none);
  const auto a_row = oxide::matrix_view(a4, k / 4)
                         .row(row0 + ar < m ? row0 + ar : ~0u, k / 4)
                         .value_or(oxide::row_view<const float4>::empty());
  const auto b_col = oxide::matrix_view(b4, n / 4)
                         .col((col0 + bc) / 4, k)
                         .value_or(oxide::col_view<const float4>::empty());
  const float4 zero = {0.0f, 0.0f, 0.0f, 0.0f};
  float acc[tile_rows][tile_cols] = {};
  const unsigned steps = k / bk + (k % bk != 0);
  bs.pipeline(
      steps, [&](unsigned s, unsigned, unsigned) { return b_col.get(br + s * bk).value_or(zero); }, as,
      [&](unsigned s, unsigned, unsigned) { return a_row.get((s * bk + ac) / 4).value_or(zero); },
      [&](unsigned, const auto &bv, const auto &av) {
#pragma unroll
        for (unsigned kk = 0; kk < bk; ++kk)
          outer_product(acc, av.template as_vector<float4>(kk, ty * 2), av.template as_vector<float4>(kk, ty * 2 + 1),
                        bv.template as_vector<float4>(kk, tx * 2), bv.template as_vector<float4>(kk, tx * 2 + 1));
      });
  write_c(c, coord, alpha, acc, beta);
}

namespace {

#ifdef OXIDE_EXAMPLE_PTX
// The codegen claims on this build's own PTX: no trap and no call in the safe
// kernel, vectorized global loads and stores, the raw twin's global ld/st
// multiset, shared staging in both.
int verify_ptx(const char *path) {
  namespace v = oxide::verify;
  const auto entries = v::analysePtxFile(path);
  if (!entries)
    return std::printf("sgemm_fast: cannot read %s\n", path), 2;
  std::vector<std::string> failures;
  for (const char *claim : {"sgemm_fast_safe:traps==0", "sgemm_fast_safe:calls==0", "sgemm_fast_safe:ld.shared>=1",
                            "sgemm_fast_safe:st.shared>=1", "sgemm_fast_staged:traps==0",
                            "sgemm_fast_staged:calls==0", "sgemm_fast_staged:ld.shared>=1",
                            "sgemm_fast_staged:st.shared>=1", "sgemm_fast_raw:traps==0"})
    for (std::string &f : v::checkExpectation(*entries, claim))
      failures.push_back(std::string(claim) + ": " + f);
  for (const char *safe_kernel : {"sgemm_fast_safe", "sgemm_fast_staged"}) {
    for (std::string &f : v::checkSameMemory(*entries, safe_kernel, "sgemm_fast_raw"))
      failures.push_back(std::string("same memory (") + safe_kernel + "): " + f);
    for (const v::EntryStats &e : *entries)
      if (e.BaseName == safe_kernel && !e.GlobalLoads.count("ld.global.v4.f32") &&
          !e.GlobalLoads.count("ld.global.nc.v4.f32"))
        failures.push_back(std::string(safe_kernel) + ": no ld.global.v4.f32");
  }
  std::printf("%s", v::summary(*entries).c_str());
  for (const std::string &f : failures)
    std::printf("FAILED %s\n", f.c_str());
  if (!failures.empty())
    return 1;
  std::printf("SUCCESS: sgemm_fast_safe and sgemm_fast_staged have no trap or call, v4 global loads, and the "
              "raw twin's global ld/st multiset\n");
  return 0;
}
#endif

using problem = oxide_examples::gemm_problem;

enum kernel_id { safe, staged, raw, step_scalar, step_vec, cublas, kernel_count };
const char *const kernel_names[kernel_count] = {"sgemm_fast_safe (oxide)", "sgemm_fast_staged (oxide, no unsafe)",
                                                "sgemm_fast_raw (raw twin)",
                                                "step 1: register blocking, scalar loads, one slab",
                                                "step 2: + float4 global loads and shared reads",
                                                "cuBLAS SGEMM (FP32, TF32 off)"};

struct device_problem {
  const problem &p;
  oxide::device_buffer<float> a, b;
  std::vector<oxide::device_buffer<float>> c;
#ifdef SGEMM_FAST_CUBLAS
  cublasHandle_t handle{};
#endif
  explicit device_problem(const problem &p) : p(p), a(p.a.size()), b(p.b.size()) {
    if (!a.copy_from_host(p.a) || !b.copy_from_host(p.b))
      throw std::runtime_error("copy failed");
    for (int i = 0; i < kernel_count; ++i) {
      c.emplace_back(p.c0.size());
      if (!c.back().copy_from_host(p.c0))
        throw std::runtime_error("copy failed");
    }
#ifdef SGEMM_FAST_CUBLAS
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS ||
        cublasSetMathMode(handle, CUBLAS_PEDANTIC_MATH) != CUBLAS_STATUS_SUCCESS) // FP32, no TF32
      throw std::runtime_error("cuBLAS init failed");
#endif
  }
  ~device_problem() {
#ifdef SGEMM_FAST_CUBLAS
    cublasDestroy(handle);
#endif
  }
  static bool available(int id) {
#ifdef SGEMM_FAST_CUBLAS
    return true;
#else
    return id != cublas;
#endif
  }
  sgemm_raw_args raw_args(int id, float alpha, float beta) {
    return {p.m, p.n, p.k, alpha, a.data(), b.data(), beta, c[id].data()};
  }
  void launch(int id, float alpha, float beta) {
    using namespace sgemm_fast;
    const dim3 grid((p.n + bn - 1) / bn, (p.m + bm - 1) / bm), block(bn / tile_cols, bm / tile_rows);
    switch (id) {
    case safe:
    case staged: {
      const auto cfg = oxide::launch_config::grid_2d({grid.x, grid.y});
      auto st = id == safe ? oxide::launch<sgemm_fast_safe>(nullptr, cfg, p.m, p.n, p.k, alpha, a, b, beta,
                                                            oxide::row_width(c[id], p.n))
                           : oxide::launch<sgemm_fast_staged>(nullptr, cfg, p.m, p.n, p.k, alpha, a, b, beta,
                                                              oxide::row_width(c[id], p.n));
      if (!st)
        throw std::runtime_error(st.error().message());
      break;
    }
    case raw:
      sgemm_fast_raw_launch(grid, block, raw_args(id, alpha, beta));
      break;
    case step_scalar:
      sgemm_step_launch(false, grid, block, raw_args(id, alpha, beta));
      break;
    case step_vec:
      sgemm_step_launch(true, grid, block, raw_args(id, alpha, beta));
      break;
    case cublas:
#ifdef SGEMM_FAST_CUBLAS
      // Row-major C = A B is column-major C^T = B^T A^T: swap the operands.
      if (cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, int(p.n), int(p.m), int(p.k), &alpha, b.data(), int(p.n),
                      a.data(), int(p.k), &beta, c[id].data(), int(p.n)) != CUBLAS_STATUS_SUCCESS)
        throw std::runtime_error("cublasSgemm failed");
#endif
      break;
    }
  }
  std::vector<float> result(int id) { return oxide_examples::host_copy(c[id]); }
};

using oxide_examples::bitwise_equal;

// Relative error against FP64, over every element (small sizes) or a sample.
double max_relative_error(const problem &p, const std::vector<float> &got, float alpha, float beta,
                          std::mt19937 &rng) {
  const std::size_t cells = std::size_t(p.m) * p.n;
  const bool all = cells <= 300000;
  std::uniform_int_distribution<unsigned> rows(0, p.m - 1), cols(0, p.n - 1);
  double worst = 0;
  for (std::size_t s = 0; s < (all ? cells : 2000); ++s) {
    const unsigned r = all ? unsigned(s / p.n) : rows(rng), col = all ? unsigned(s % p.n) : cols(rng);
    // Scaled by the sum of |terms|, the bound FP32 accumulation is judged by.
    double mag = std::fabs(beta * double(p.c0[std::size_t(r) * p.n + col]));
    for (unsigned i = 0; i < p.k; ++i)
      mag += std::fabs(alpha * double(p.a[std::size_t(r) * p.k + i]) * p.b[std::size_t(i) * p.n + col]);
    const double want = p.reference(r, col, alpha, beta);
    worst = std::fmax(worst, std::fabs(want - got[std::size_t(r) * p.n + col]) / (mag > 0 ? mag : 1));
  }
  return worst;
}

constexpr double error_bound = 1e-5; // relative to sum |terms|; FP32 with k <= 4096 stays far below

// small: the sizes compute-sanitizer runs in reasonable time, oxide's kernels only.
bool correctness(std::mt19937 &rng, bool small) {
  bool ok = true;
  const float alpha = 1.5f, beta = 0.5f;
  for (auto [m, n, k] : {std::array<unsigned, 3>{128, 128, 64}, std::array<unsigned, 3>{200, 136, 76},
                         std::array<unsigned, 3>{33, 260, 20}, std::array<unsigned, 3>{1000, 1004, 1008},
                         std::array<unsigned, 3>{1, 4, 4}}) {
    if (small && m * n > 100000)
      continue;
    problem p(m, n, k, rng);
    device_problem d(p);
    std::printf("%ux%ux%u (alpha %.1f, beta %.1f):", m, n, k, alpha, beta);
    std::vector<std::vector<float>> got(kernel_count);
    for (int id = 0; id < kernel_count; ++id) {
      if (!device_problem::available(id) || (small && id != safe && id != staged && id != raw))
        continue;
      d.launch(id, alpha, beta);
      if (cudaDeviceSynchronize() != cudaSuccess)
        throw std::runtime_error("kernel failed");
      got[id] = d.result(id);
      const double err = max_relative_error(p, got[id], alpha, beta, rng);
      const char *who = id == safe     ? "safe"
                        : id == staged ? "staged"
                        : id == raw    ? "raw"
                        : id == cublas ? "cublas"
                                       : "step";
      std::printf(" %s %.1e", who, err);
      ok &= err < error_bound;
    }
    const bool same = bitwise_equal(got[safe], got[raw]), same_staged = bitwise_equal(got[staged], got[raw]);
    std::printf("; safe == raw bitwise: %s; staged == raw bitwise: %s\n", same ? "yes" : "NO",
                same_staged ? "yes" : "NO");
    ok &= same && same_staged;
  }
  // The contract refuses, on the CPU, what the kernel cannot do.
  problem p(64, 64, 64, rng);
  device_problem d(p);
  const auto cfg = oxide::launch_config::grid_2d({1, 1});
  auto refused = [&](const char *what, oxide::result<void> st) {
    std::printf("%s: %s\n", what, st ? "NOT refused" : st.error().message().c_str());
    ok &= !st;
  };
  refused("k = 62 (not a multiple of 4)",
          oxide::launch<sgemm_fast_safe>(nullptr, cfg, 64u, 64u, 62u, 1.0f, d.a, d.b, 0.0f, oxide::row_width(d.c[0], 64)));
  refused("k = 128 (A too short)",
          oxide::launch<sgemm_fast_safe>(nullptr, cfg, 64u, 64u, 128u, 1.0f, d.a, d.b, 0.0f, oxide::row_width(d.c[0], 64)));
  refused("staged, k = 62",
          oxide::launch<sgemm_fast_staged>(nullptr, cfg, 64u, 64u, 62u, 1.0f, d.a, d.b, 0.0f, oxide::row_width(d.c[0], 64)));
  return ok;
}

bool bench(std::mt19937 &rng, unsigned samples) {
  bool ok = true;
  std::printf("\nbench: median of %u samples; a sample is one launch timed with CUDA events behind one "
              "untimed launch; kernels interleaved in a rotating order; random data in [-1, 1]\n",
              samples);
  std::printf("| size | kernel | median ms | TFLOPS | vs raw twin | vs cuBLAS |\n|---|---|---|---|---|---|\n");
  oxide_examples::event_timer timer;
  for (unsigned size : {1024u, 2048u, 4096u}) {
    problem p(size, size, size, rng);
    device_problem d(p);
    std::vector<std::vector<float>> times(kernel_count);
    auto sample = [&](int id) { return timer.ms_per_launch([&] { d.launch(id, 1.0f, 0.0f); }, 1); };
    for (int id = 0; id < kernel_count; ++id)
      if (device_problem::available(id))
        sample(id), sample(id);
    for (unsigned s = 0; s < samples; ++s)
      for (int j = 0; j < kernel_count; ++j) {
        const int id = int((s + j) % kernel_count);
        if (device_problem::available(id))
          times[id].push_back(sample(id));
      }
    if (cudaDeviceSynchronize() != cudaSuccess)
      throw std::runtime_error("bench kernel failed");
    double med[kernel_count] = {};
    for (int id = 0; id < kernel_count; ++id)
      if (!times[id].empty())
        med[id] = oxide_examples::median(times[id]);
    const double flop = 2.0 * size * size * double(size);
    for (int id = 0; id < kernel_count; ++id) {
      if (!device_problem::available(id))
        continue;
      char vs_blas[32] = "n/a";
      if (device_problem::available(cublas))
        std::snprintf(vs_blas, sizeof vs_blas, "%.1f%%", 100.0 * med[cublas] / med[id]);
      std::printf("| %u^3 | %s | %.3f | %.2f | %.2f%% | %s |\n", size, kernel_names[id], med[id],
                  flop / (med[id] * 1e-3) * 1e-12, 100.0 * med[raw] / med[id], vs_blas);
    }
    // beta = 0: every kernel's C is A B, whatever ran before.
    const auto cs = d.result(safe), cst = d.result(staged), cr = d.result(raw);
    const bool same = bitwise_equal(cs, cr), same_staged = bitwise_equal(cst, cr);
    const double err = max_relative_error(p, cs, 1.0f, 0.0f, rng);
    std::printf("|  | safe == raw bitwise: %s; staged == raw bitwise: %s; max relative error vs FP64 (2000 "
                "samples): %.1e | | | | |\n",
                same ? "yes" : "NO", same_staged ? "yes" : "NO", err);
    ok &= same && same_staged && err < error_bound;
    const std::string shape = std::to_string(size) + "^3";
    oxide_examples::report_pair("sgemm_fast_safe", shape.c_str(), med[raw], med[safe], same && err < error_bound);
    oxide_examples::report_pair("sgemm_fast_staged", shape.c_str(), med[raw], med[staged],
                                same_staged && err < error_bound);
    if (device_problem::available(cublas)) {
      const double eb = max_relative_error(p, d.result(cublas), 1.0f, 0.0f, rng);
      std::printf("|  | cuBLAS max relative error vs FP64: %.1e | | | | |\n", eb);
    }
  }
  return ok;
}

} // namespace

int main(int argc, char **argv) {
#ifdef OXIDE_EXAMPLE_PTX
  if (argc > 1 && std::strcmp(argv[1], "--verify-ptx") == 0)
    return verify_ptx(argc > 2 ? argv[2] : OXIDE_EXAMPLE_PTX);
#endif
  // --no-bench: correctness only; --sanitize: small sizes, oxide's kernels only.
  const bool sanitize = argc > 1 && std::strcmp(argv[1], "--sanitize") == 0;
  const bool no_bench = sanitize || (argc > 1 && std::strcmp(argv[1], "--no-bench") == 0);
  if (!oxide_examples::announce_device("sgemm_fast"))
    return 2;
  std::mt19937 rng(20261130);
  try {
    bool ok = correctness(rng, sanitize);
    if (ok && !no_bench)
      ok = bench(rng, 25);
    std::printf(ok ? "SUCCESS\n" : "FAILURE\n");
    return ok ? 0 : 1;
  } catch (const std::exception &e) {
    std::printf("sgemm_fast: %s\n", e.what());
    return 1;
  }
}
