// bench_pairs: safe oxide kernels next to raw CUDA twins, for scripts/bench.
//
// Each pair computes the same floats in the same order (fmaf spelled out on
// both sides), so safe and raw must agree bit for bit. The raw twins live in
// bench_pairs_raw.cu, plain nvcc; this file goes through oxide-rewrite.
//
//   scale                    out[i] = a * in[i] + b, block 128: so short a
//                            thread that block scheduling dominates
//   gather                   out[i] = in[idx[i]]: a data-dependent read, checked
//   scatter                  out[perm[i]] = in[i]: a data-dependent write, the
//                            Tier-2 get_unchecked_mut behind a SAFETY comment
//   many_params              12 parameters (9 until the launcher compiles
//                            under nvcc): the launcher's per-argument work
//   index2d, runtime_index2d one element a thread of a 2D matrix, the row
//                            width fixed at compile time or bound at run time
//   row_major_tiles,         a 2 x 2 tile a thread (get_tile_2d, get_tile_2d_rt)
//   runtime_row_major_tiles
//   linear_tiles             a run of 4 a thread (get_run), as one float4
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "bench_pairs_raw.h"
#include "common/bench.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <numeric>
#include <random>
#include <string>
#include <vector>

constexpr unsigned width = bench_pairs_width;

// ---- 1D pairs ------------------------------------------------------------

// The contract makes the read provably in bounds: in.len() == out.len() is
// checked by the launcher and handed to the device as a fact, so get_mut's
// i < out.len() implies in.get(i). nvcc does not use the assumed equality, so
// oxide-rewrite also gives both lengths one value at the entry
// (OXIDE_SAME_LEN): the two tests are one compare, as in the raw twin.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (in.len() == out.len())")]]
__global__ void scale_safe(float a, float b, oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    if (auto x = in.get(idx.get()))
      *o = fmaf(a, *x, b);
}

// in[j] checks and traps rather than in.get(j).value_or(0.0f): j comes from
// data, so no contract can prove it, and an index outside `in` is a bug in
// that data. A trap stops the launch with an error; a silent 0 would hide the
// bug in a plausible-looking result. Both cost one compare.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (idx.len() == out.len())")]]
__global__ void gather_safe(oxide::slice<const float> in, oxide::slice<const std::uint32_t> idx,
                            oxide::disjoint_slice<float> out) {
  if (auto [o, t] = out.get_mut_indexed(); o)
    if (auto j = idx.get(t.get()))
      *o = in[*j];
}

// The destination comes from data, so no witness can name it: the write is
// Tier 2, after an explicit bounds test.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (perm.len() == in.len())")]]
__global__ void scatter_safe(oxide::slice<const float> in, oxide::slice<const std::uint32_t> perm,
                             oxide::disjoint_slice<float> out) {
  const auto t = oxide::thread::index_1d();
  if (auto x = in.get(t.get()))
    if (auto p = perm.get(t.get())) {
      const size_t j = *p;
      if (j < out.len()) {
        // SAFETY: j < out.len() was tested just above. No other thread touches
        // element j: index_1d() gives every thread its own i (an invalid
        // witness reads as SIZE_MAX and fails in.get), and perm is a
        // permutation of [0, n), checked on the host by inverse_permutation()
        // before any launch, so j = perm[i] belongs to thread i alone. The
        // kernel never reads out.
        [[oxide::unsafe]] { out.get_unchecked_mut(j) = *x; }
      }
    }
}

// many_params: twelve parameters, the launcher's per-argument work. All six
// lengths equal n, so the one witness's bound proves every read and both
// writes; OXIDE_SAME_LEN gives all six lengths n, so the six tests are one
// compare. The last
// scalars are p and q, not d and e: the launcher oxide-rewrite generates
// declares `d` (a namespace alias) beside the parameters.
__device__ inline void many_params_body(float a, float b, float c, oxide::slice<const float> x0,
                                        oxide::slice<const float> x1, oxide::slice<const float> x2,
                                        oxide::slice<const float> x3, const oxide::disjoint_slice<float> &y0,
                                        const oxide::disjoint_slice<float> &y1, float p, float q) {
  const auto t = oxide::thread::index_1d();
  const size_t i = t.get();
  const auto o0 = y0.get_mut(t), o1 = y1.get_mut(t);
  const auto v0 = x0.get(i), v1 = x1.get(i), v2 = x2.get(i), v3 = x3.get(i);
  if (o0 && o1 && v0 && v1 && v2 && v3) {
    const float r0 = fmaf(a, *v0, fmaf(b, *v1, c));
    *o0 = r0;
    *o1 = fmaf(p, *v2, fmaf(q, *v3, r0));
  }
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (x0.len() == n, x1.len() == n, x2.len() == n, x3.len() == n, y0.len() == n, y1.len() == n)")]]
__global__ void many_params_safe(float a, float b, float c, oxide::slice<const float> x0,
                                 oxide::slice<const float> x1, oxide::slice<const float> x2,
                                 oxide::slice<const float> x3, oxide::disjoint_slice<float> y0,
                                 oxide::disjoint_slice<float> y1, unsigned n, float p, float q) {
  many_params_body(a, b, c, x0, x1, x2, x3, y0, y1, p, q);
}

// ---- one pair per index space ---------------------------------------------

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (32, 8, 1)", "requires = (in.len() == out.len())")]]
__global__ void index2d_safe(float a, float b, oxide::slice<const float> in,
                             oxide::disjoint_slice<float, oxide::index2d<width>> out) {
  const auto idx = oxide::thread::index_2d<width>();
  if (auto o = out.get_mut(idx))
    if (auto x = in.get(idx.get()))
      *o = fmaf(a, *x, b);
}

// The width travels in `out` (row_width on the host); get_mut resolves the
// witness's (row, col) against it, and the read uses the same element.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (32, 8, 1)", "requires = (in.len() == out.len())")]]
__global__ void runtime_index2d_safe(float a, float b, oxide::slice<const float> in,
                                     oxide::disjoint_slice<float, oxide::runtime_index2d> out) {
  const auto idx = oxide::thread::coord_2d();
  if (auto o = out.get_mut(idx))
    if (auto x = in.get(size_t(idx.row()) * out.row_width() + idx.col()))
      *o = fmaf(a, *x, b);
}

// The thread's 2 x 2 tile of `in` (a read view: matrix_view::tile) into its
// 2 x 2 tile of `out`. Both proofs are the same arithmetic on the same
// coordinate, and the contract's `in.len() == out.len()` makes the lengths
// one value (OXIDE_SAME_LEN), so the input's proof folds into the output's:
// one branch, as in the raw twin.
template <class In, class Out>
__device__ inline void scale_quad(float a, float b, const In &x, const Out &tile) {
  tile.template at<0, 0>() = fmaf(a, x.template at<0, 0>(), b);
  tile.template at<0, 1>() = fmaf(a, x.template at<0, 1>(), b);
  tile.template at<1, 0>() = fmaf(a, x.template at<1, 0>(), b);
  tile.template at<1, 1>() = fmaf(a, x.template at<1, 1>(), b);
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (32, 8, 1)", "requires = (in.len() == out.len())")]]
__global__ void row_major_tiles_safe(float a, float b, oxide::slice<const float> in,
                                     oxide::disjoint_slice<float, oxide::row_major_tiles<2, 2, width>> out) {
  const auto coord = oxide::thread::coord_2d();
  if (auto tile = oxide::get_tile_2d(out, coord))
    if (auto x = oxide::matrix_view(in, width).tile<2, 2>(coord.row(), coord.col()))
      scale_quad(a, b, *x, *tile);
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (32, 8, 1)", "requires = (in.len() == out.len())")]]
__global__ void runtime_row_major_tiles_safe(float a, float b, oxide::slice<const float> in,
                                             oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<2, 2>> out) {
  const auto coord = oxide::thread::coord_2d();
  if (auto tile = oxide::get_tile_2d_rt(out, coord))
    if (auto x = oxide::matrix_view(in, out.row_width()).tile<2, 2>(coord))
      scale_quad(a, b, *x, *tile);
}

// Runs of 4 as one float4, like examples/saxpy: the `%` and `aligned` facts
// tell the device that every run is whole and aligned, so the element-wise
// edge path below is dead code and goes away.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (in.len() == out.len(), out.len() % 4 == 0, aligned(in, 16), aligned(out, 16))")]]
__global__ void linear_tiles_safe(float a, float b, oxide::slice<const float> in,
                                  oxide::disjoint_slice<float, oxide::linear_tiles<4>> out) {
  const auto t = oxide::thread::index_1d();
  const auto run = oxide::get_run(out, t);
  const auto xs = oxide::get_run<4>(in, t);
  if (!run || !xs)
    return;
  if (auto rv = run->as_vectors<float4>())
    if (auto xv = xs->as_vectors<float4>()) {
      const float4 v = *xv->at<0>();
      *rv->at<0>() = {fmaf(a, v.x, b), fmaf(a, v.y, b), fmaf(a, v.z, b), fmaf(a, v.w, b)};
      return;
    }
#pragma unroll
  for (unsigned k = 0; k < 4; ++k)
    if (auto o = run->get(k))
      if (auto x = xs->get(k))
        *o = fmaf(a, *x, b);
}

// ---- host -------------------------------------------------------------------

namespace {

using oxide::device_buffer;
constexpr float alpha = 1.75f, beta = -0.25f;

[[noreturn]] void fail(const std::string &what) {
  std::printf("bench_pairs: %s\nFAILURE\n", what.c_str());
  std::exit(1);
}
void check_cuda(cudaError_t st, const char *what) {
  if (st != cudaSuccess)
    fail(std::string(what) + ": " + cudaGetErrorName(st) + " (" + cudaGetErrorString(st) + ")");
}
void check(const oxide::result<void> &st) {
  if (!st)
    fail(st.error().message());
}
// Every launch of a phase, raw ones included: cudaGetLastError keeps the
// first failure until read, and the synchronize catches faults.
void check_phase(const char *kernel) {
  check_cuda(cudaGetLastError(), kernel);
  check_cuda(cudaDeviceSynchronize(), kernel);
}

template <class T>
device_buffer<T> upload(const std::vector<T> &host) {
  device_buffer<T> d(host.size());
  check(d.copy_from_host(host));
  return d;
}
std::vector<float> download(const device_buffer<float> &d) {
  auto h = d.to_host();
  if (!h)
    fail(h.error().message());
  return std::move(*h);
}

std::vector<std::uint32_t> random_permutation(size_t n, std::mt19937 &rng) {
  std::vector<std::uint32_t> p(n);
  std::iota(p.begin(), p.end(), 0u);
  std::shuffle(p.begin(), p.end(), rng);
  return p;
}
// The inverse of p, or failure unless p is a permutation of [0, n):
// scatter_safe's SAFETY comment rests on this check.
std::vector<std::uint32_t> inverse_permutation(const std::vector<std::uint32_t> &p) {
  constexpr std::uint32_t unset = 0xffffffffu; // n < 2^32: never an index
  std::vector<std::uint32_t> inv(p.size(), unset);
  for (size_t i = 0; i < p.size(); ++i) {
    if (p[i] >= p.size() || inv[p[i]] != unset)
      fail("perm is not a permutation of [0, n)");
    inv[p[i]] = std::uint32_t(i);
  }
  return inv;
}

bool same_bits(float x, float y) { return std::memcmp(&x, &y, sizeof x) == 0; }

// One output of a pair: the raw and safe buffers, and what element i must be.
struct output {
  device_buffer<float> &raw, &safe;
  std::function<float(size_t)> want;
};

// Every 4099th element and the last, against the CPU: catches what a
// bitwise-equal pair could still share (both wrong the same way).
bool matches_cpu(const std::vector<float> &got, const output &o) {
  for (size_t i = 0; i < got.size(); i += 4099)
    if (!same_bits(got[i], o.want(i)))
      return false;
  return same_bits(got.back(), o.want(got.size() - 1));
}

// Different poison for raw (NaN bytes 0xff) and safe (0x7f7f7f7f): an element
// neither kernel writes cannot compare equal.
bool verify(const char *kernel, std::initializer_list<output> outs, const std::function<void()> &raw,
            const std::function<void()> &safe) {
  for (const output &o : outs) {
    check_cuda(cudaMemset(o.raw.data(), 0xff, o.raw.len() * sizeof(float)), "poison");
    check_cuda(cudaMemset(o.safe.data(), 0x7f, o.safe.len() * sizeof(float)), "poison");
  }
  raw(), safe();
  check_phase(kernel);
  bool ok = true;
  for (const output &o : outs) {
    const std::vector<float> r = download(o.raw), s = download(o.safe);
    const bool same = oxide_examples::bitwise_equal(r, s), cpu = matches_cpu(s, o) && matches_cpu(r, o);
    if (!same || !cpu)
      std::printf("%s: safe == raw bitwise: %s; equal to the CPU: %s\n", kernel, same ? "yes" : "NO",
                  cpu ? "yes" : "NO");
    ok = ok && same && cpu;
  }
  return ok;
}

// Back-to-back launches for a sample of about 1 ms (at least 2): events around
// a shorter sample measure launch jitter more than the kernel.
unsigned reps_for(const std::function<void()> &launch) {
  oxide_examples::event_timer timer;
  timer.ms_per_launch(launch, 2);
  const float ms = timer.ms_per_launch(launch, 5);
  return unsigned(std::clamp(std::ceil(1.0f / std::max(ms, 1e-4f)), 2.0f, 10000.0f));
}

struct table_row {
  std::string kernel, shape;
  double raw_ms, safe_ms;
  bool ok;
};
std::vector<table_row> table;
bool all_ok = true;

// One pair: one launch each, compared; then timed, interleaved.
void run_pair(const char *kernel, const std::string &shape, std::initializer_list<output> outs,
              const std::function<void()> &raw, const std::function<void()> &safe) {
  const bool ok = verify(kernel, outs, raw, safe);
  const auto [raw_ms, safe_ms] = oxide_examples::time_pair(raw, safe, reps_for(raw), 25);
  check_phase(kernel);
  oxide_examples::report_pair(kernel, shape.c_str(), raw_ms, safe_ms, ok);
  table.push_back({kernel, shape, raw_ms, safe_ms, ok});
  all_ok = all_ok && ok;
}

// Host cost of one enqueue: the raw <<<>>> wrapper against the checked launch
// (geometry, requires, aliasing, device limits, then cudaLaunchKernel),
// interleaved batch by batch.
void run_enqueue(const char *kernel, const std::function<void()> &raw, const std::function<void()> &safe) {
  const auto [raw_us, checked_us] = oxide_examples::enqueue_pair(raw, safe);
  check_phase(kernel);
  oxide_examples::report_enqueue(kernel, raw_us, checked_us);
}

std::string shape_1d(size_t n, unsigned grid, unsigned block) {
  char s[96];
  std::snprintf(s, sizeof s, "n = %zu, grid %u, block %u", n, grid, block);
  return s;
}
std::string shape_2d(unsigned rows, unsigned cols, dim3 grid, dim3 block, const char *per_thread) {
  char s[128];
  std::snprintf(s, sizeof s, "%u x %u, grid (%u, %u), block (%u, %u), %s", rows, cols, grid.x, grid.y, block.x,
                block.y, per_thread);
  return s;
}

void bench_scale(std::mt19937 &rng) {
  constexpr size_t n = size_t(1) << 25;
  constexpr unsigned block = 128, grid = unsigned((n + block - 1) / block);
  const std::vector<float> hin = oxide_examples::random_floats(n, rng);
  device_buffer<float> in = upload(hin), out_raw(n), out_safe(n);
  const auto cfg = oxide::launch_config::grid_1d(grid);
  const std::function<void()> raw = [&] { scale_raw(grid, block, alpha, beta, in.data(), out_raw.data(), n); };
  const std::function<void()> safe = [&] { check(oxide::launch<scale_safe>(nullptr, cfg, alpha, beta, in, out_safe)); };
  run_pair("scale_safe", shape_1d(n, grid, block),
           {{out_raw, out_safe, [&](size_t i) { return std::fmaf(alpha, hin[i], beta); }}}, raw, safe);
  run_enqueue("scale_safe", raw, safe);
}

void bench_gather(std::mt19937 &rng) {
  constexpr size_t n = size_t(1) << 24;
  constexpr unsigned block = 256, grid = unsigned((n + block - 1) / block);
  const std::vector<float> hin = oxide_examples::random_floats(n, rng);
  const std::vector<std::uint32_t> hidx = random_permutation(n, rng);
  device_buffer<float> in = upload(hin), out_raw(n), out_safe(n);
  device_buffer<std::uint32_t> idx = upload(hidx);
  const auto cfg = oxide::launch_config::grid_1d(grid);
  run_pair("gather_safe", shape_1d(n, grid, block), {{out_raw, out_safe, [&](size_t i) { return hin[hidx[i]]; }}},
           [&] { gather_raw(grid, block, in.data(), idx.data(), out_raw.data(), n); },
           [&] { check(oxide::launch<gather_safe>(nullptr, cfg, in, idx, out_safe)); });
}

void bench_scatter(std::mt19937 &rng) {
  constexpr size_t n = size_t(1) << 24;
  constexpr unsigned block = 256, grid = unsigned((n + block - 1) / block);
  const std::vector<float> hin = oxide_examples::random_floats(n, rng);
  const std::vector<std::uint32_t> hperm = random_permutation(n, rng);
  const std::vector<std::uint32_t> inv = inverse_permutation(hperm); // before any launch
  device_buffer<float> in = upload(hin), out_raw(n), out_safe(n);
  device_buffer<std::uint32_t> perm = upload(hperm);
  const auto cfg = oxide::launch_config::grid_1d(grid);
  run_pair("scatter_safe", shape_1d(n, grid, block), {{out_raw, out_safe, [&](size_t j) { return hin[inv[j]]; }}},
           [&] { scatter_raw(grid, block, in.data(), perm.data(), out_raw.data(), n); },
           [&] { check(oxide::launch<scatter_safe>(nullptr, cfg, in, perm, out_safe)); });
}

void bench_many_params(std::mt19937 &rng) {
  constexpr unsigned n = 1u << 24, block = 256, grid = (n + block - 1) / block;
  constexpr float a = 0.5f, b = -1.25f, c = many_params_c, p = many_params_p, q = many_params_q;
  std::vector<std::vector<float>> hx;
  std::vector<device_buffer<float>> x;
  for (int k = 0; k < 4; ++k)
    hx.push_back(oxide_examples::random_floats(n, rng)), x.push_back(upload(hx.back()));
  device_buffer<float> y0_raw(n), y0_safe(n), y1_raw(n), y1_safe(n);
  auto want0 = [&](size_t i) { return std::fmaf(a, hx[0][i], std::fmaf(b, hx[1][i], c)); };
  auto want1 = [&](size_t i) { return std::fmaf(p, hx[2][i], std::fmaf(q, hx[3][i], want0(i))); };
  const auto cfg = oxide::launch_config::grid_1d(grid);
  const std::function<void()> raw = [&] {
    many_params_raw(grid, block, a, b, c, x[0].data(), x[1].data(), x[2].data(), x[3].data(), y0_raw.data(),
                    y1_raw.data(), n, p, q);
  };
  const std::function<void()> safe = [&] {
    check(oxide::launch<many_params_safe>(nullptr, cfg, a, b, c, x[0], x[1], x[2], x[3], y0_safe, y1_safe, n, p, q));
  };
  const std::string shape =
      shape_1d(n, grid, block) + ", 12 parameters";
  run_pair("many_params_safe", shape, {{y0_raw, y0_safe, want0}, {y1_raw, y1_safe, want1}}, raw, safe);
  run_enqueue("many_params_safe", raw, safe);
}

// The matrix the index-space pairs share: rows x width random floats,
// 2^26 of them (256 MiB in, 256 MiB out: about 0.1 ms at 4.8 TB/s).
struct matrix_problem {
  static constexpr unsigned rows = 65536;
  std::vector<float> host;
  device_buffer<float> in, out_raw, out_safe;
  explicit matrix_problem(std::mt19937 &rng)
      : host(oxide_examples::random_floats(size_t(rows) * width, rng)), in(upload(host)), out_raw(host.size()),
        out_safe(host.size()) {}
  output scaled() {
    return {out_raw, out_safe, [this](size_t i) { return std::fmaf(alpha, host[i], beta); }};
  }
};

void bench_index2d(matrix_problem &m) {
  const dim3 block(32, 8), grid(width / block.x, m.rows / block.y);
  const auto cfg = oxide::launch_config::grid_2d({grid.x, grid.y});
  run_pair("index2d_safe", shape_2d(m.rows, width, grid, block, "1 element a thread"), {m.scaled()},
           [&] { index2d_raw(grid, block, alpha, beta, m.in.data(), m.out_raw.data(), m.rows); },
           [&] { check(oxide::launch<index2d_safe>(nullptr, cfg, alpha, beta, m.in, m.out_safe)); });
}

void bench_runtime_index2d(matrix_problem &m) {
  const dim3 block(32, 8), grid(width / block.x, m.rows / block.y);
  const auto cfg = oxide::launch_config::grid_2d({grid.x, grid.y});
  run_pair("runtime_index2d_safe", shape_2d(m.rows, width, grid, block, "1 element a thread, runtime width"),
           {m.scaled()},
           [&] { runtime_index2d_raw(grid, block, alpha, beta, m.in.data(), m.out_raw.data(), m.rows, width); },
           [&] {
             check(oxide::launch<runtime_index2d_safe>(nullptr, cfg, alpha, beta, m.in,
                                                       oxide::row_width(m.out_safe, width)));
           });
}

void bench_row_major_tiles(matrix_problem &m) {
  const dim3 block(32, 8), grid(width / 2 / block.x, m.rows / 2 / block.y);
  const auto cfg = oxide::launch_config::grid_2d({grid.x, grid.y});
  run_pair("row_major_tiles_safe", shape_2d(m.rows, width, grid, block, "2 x 2 tile a thread"), {m.scaled()},
           [&] { row_major_tiles_raw(grid, block, alpha, beta, m.in.data(), m.out_raw.data(), m.rows); },
           [&] { check(oxide::launch<row_major_tiles_safe>(nullptr, cfg, alpha, beta, m.in, m.out_safe)); });
}

void bench_runtime_row_major_tiles(matrix_problem &m) {
  const dim3 block(32, 8), grid(width / 2 / block.x, m.rows / 2 / block.y);
  const auto cfg = oxide::launch_config::grid_2d({grid.x, grid.y});
  run_pair("runtime_row_major_tiles_safe", shape_2d(m.rows, width, grid, block, "2 x 2 tile a thread, runtime width"),
           {m.scaled()},
           [&] { runtime_row_major_tiles_raw(grid, block, alpha, beta, m.in.data(), m.out_raw.data(), m.rows, width); },
           [&] {
             check(oxide::launch<runtime_row_major_tiles_safe>(nullptr, cfg, alpha, beta, m.in,
                                                                oxide::row_width(m.out_safe, width)));
           });
}

void bench_linear_tiles(matrix_problem &m) {
  const size_t n = m.host.size();
  constexpr unsigned block = 256;
  const unsigned grid = unsigned((n / 4 + block - 1) / block);
  const auto cfg = oxide::launch_config::grid_1d(grid);
  run_pair("linear_tiles_safe", shape_1d(n, grid, block) + ", run of 4 a thread", {m.scaled()},
           [&] { linear_tiles_raw(grid, block, alpha, beta, m.in.data(), m.out_raw.data(), n); },
           [&] { check(oxide::launch<linear_tiles_safe>(nullptr, cfg, alpha, beta, m.in, m.out_safe)); });
}

void print_table() {
  std::printf("\n| kernel | shape | raw ms | safe ms | safe/raw (raw ms / safe ms) | check |\n"
              "|---|---|---|---|---|---|\n");
  for (const table_row &r : table)
    std::printf("| %s | %s | %.5f | %.5f | %.2f%% | %s |\n", r.kernel.c_str(), r.shape.c_str(), r.raw_ms,
                r.safe_ms, 100.0 * r.raw_ms / r.safe_ms, r.ok ? "ok" : "FAILED");
}

} // namespace

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0)
    return std::printf("bench_pairs: no CUDA device\n"), 2;
  try {
    std::mt19937 rng(20240607);
    bench_scale(rng);
    bench_gather(rng);
    bench_scatter(rng);
    bench_many_params(rng);
    matrix_problem m(rng);
    bench_index2d(m);
    bench_runtime_index2d(m);
    bench_row_major_tiles(m);
    bench_runtime_row_major_tiles(m);
    bench_linear_tiles(m);
  } catch (const oxide::cuda_exception &e) {
    fail(e.error().message());
  }
  print_table();
  std::printf(all_ok ? "SUCCESS\n" : "FAILURE\n");
  return all_ok ? 0 : 1;
}
