// saxpy: y = a * x + y, where a divisibility fact deletes the edge guards.
//
// Each thread owns a run of 8 consecutive elements (linear_tiles<8>). The
// runs at the end of the data are the edge: without more knowledge every
// element of a run needs its own guard, because the last run may be short.
// The contract states `y.len() % 256 == 0`; the rewriter hands it to the
// device, the last run is known to be whole, and the 16 per-element guards
// fold away. One compare per thread stays ("do I own a run?"), as in the raw
// twin, because the grid may be larger than the data.
//
//   saxpy_facts   oxide: runs of 8, contract with `%` and `aligned` facts
//   saxpy_runs    oxide: the same body, a contract without the facts
//   saxpy_plain   oxide, the plain safe form: one element per thread
// The raw twins (saxpy_raw.cu, plain CUDA compiled by plain nvcc):
//   saxpy_raw         of saxpy_facts and saxpy_runs: float4 pointers,
//                     `if (i < n8)`, silently assuming n % 8 == 0 and 32-byte
//                     alignment
//   saxpy_scalar_raw  of saxpy_plain: one element a thread, `if (i < n)`
// All compute a * x + y per element: results must be bitwise equal.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/bench.h"
#include "saxpy/saxpy_raw.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <random>
#include <tuple>
#include <vector>

using run_slice = oxide::disjoint_slice<float, oxide::linear_tiles<8>>;

// The kernels' shared body: this thread's run of y and the same run of x.
// A whole, aligned run goes as two float4 loads and a float4 store each; the
// edge (a short or misaligned run) goes element by element. With the facts,
// the edge path is dead and the compiler deletes it.
__device__ inline void saxpy_run(float a, oxide::slice<const float> x, const run_slice &y) {
  const auto t = oxide::thread::index_1d();
  const auto yr = oxide::get_run(y, t);
  const auto xr = oxide::get_run<8>(x, t);
  if (!yr || !xr)
    return;
  if (auto yv = yr->as_vectors<float4>())
    if (auto xv = xr->as_vectors<float4>()) {
      const float4 x0 = *xv->at<0>(), x1 = *xv->at<1>();
      float4 &y0 = *yv->at<0>(), &y1 = *yv->at<1>();
      y0 = {a * x0.x + y0.x, a * x0.y + y0.y, a * x0.z + y0.z, a * x0.w + y0.w};
      y1 = {a * x1.x + y1.x, a * x1.y + y1.y, a * x1.z + y1.z, a * x1.w + y1.w};
      return;
    }
#pragma unroll
  for (unsigned i = 0; i < 8; ++i)
    if (auto yi = yr->get(i))
      if (auto xi = xr->get(i))
        *yi = a * *xi + *yi;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (x.len() == y.len(), y.len() % 256 == 0, aligned(x, 32), aligned(y, 32))")]]
__global__ void saxpy_facts(float a, oxide::slice<const float> x, run_slice y) { saxpy_run(a, x, y); }

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void saxpy_runs(float a, oxide::slice<const float> x, run_slice y) { saxpy_run(a, x, y); }

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void saxpy_plain(float a, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    if (auto xi = x.get(idx.get()))
      *yi = a * *xi + *yi;
}

namespace {

struct saxpy_bench {
  static constexpr size_t n = size_t(1) << 28; // 1 GiB per vector
  static constexpr unsigned block = 256, reps = 10, samples = 25;
  static constexpr float a = 1.75f;
  std::vector<float> hx, hy;
  oxide::device_buffer<float> x{n}, y_facts{n}, y_runs{n}, y_plain{n}, y_raw{n}, y_scalar{n};
  const oxide::launch_config runs_cfg = oxide::launch_config::grid_1d(unsigned(n / 8 / block));
  const oxide::launch_config plain_cfg = oxide::launch_config::grid_1d(unsigned(n / block));

  static void check(oxide::result<void> st) {
    if (!st)
      std::printf("refused: %s\n", st.error().message().c_str()), std::exit(1);
  }
  void facts() { check(oxide::launch<saxpy_facts>(nullptr, runs_cfg, a, x, y_facts)); }
  void runs() { check(oxide::launch<saxpy_runs>(nullptr, runs_cfg, a, x, y_runs)); }
  void plain() { check(oxide::launch<saxpy_plain>(nullptr, plain_cfg, a, x, y_plain)); }
  void raw() {
    saxpy_raw_launch(unsigned(n / 8 / block), block, a, reinterpret_cast<const float4 *>(x.data()),
                     reinterpret_cast<float4 *>(y_raw.data()), n / 8);
  }
  void scalar() { saxpy_scalar_raw_launch(unsigned(n / block), block, a, x.data(), y_scalar.data(), n); }

  // One launch of each from the same y; every result equal to the raw
  // twin's bitwise, and to fmaf(a, x, y) on the CPU (every 4099th element).
  bool results_agree() {
    for (auto *y : {&y_facts, &y_runs, &y_plain, &y_raw, &y_scalar})
      if (!y->copy_from_host(hy))
        std::printf("copy failed\n"), std::exit(1);
    facts(), runs(), plain(), raw(), scalar();
    if (cudaDeviceSynchronize() != cudaSuccess)
      std::printf("kernel failed\n"), std::exit(1);
    auto hw = y_raw.to_host();
    bool same = bool(hw);
    for (auto *y : {&y_facts, &y_runs, &y_plain, &y_scalar}) {
      auto h = y->to_host();
      same = same && h && std::memcmp(h->data(), hw->data(), n * 4) == 0;
    }
    for (size_t i = 0; same && i < n; i += 4099)
      same = (*hw)[i] == std::fmaf(a, hx[i], hy[i]);
    return same;
  }
};

} // namespace

int main() {
  if (!oxide_examples::announce_device("saxpy"))
    return 2;
  std::mt19937 rng(7);
  try {
    saxpy_bench b;
    b.hx = oxide_examples::random_floats(b.n, rng);
    b.hy = oxide_examples::random_floats(b.n, rng);
    if (!b.x.copy_from_host(b.hx))
      return std::printf("copy failed\n"), 1;
    // Lengths that break the facts are refused on the CPU.
    oxide::device_buffer<float> short_x(b.n - 8), short_y(b.n - 8);
    auto bad = oxide::launch<saxpy_facts>(nullptr, b.runs_cfg, b.a, short_x, short_y);
    std::printf("n - 8 elements refused on the CPU: %s\n", bad ? "NOT refused" : bad.error().message().c_str());
    const bool same = b.results_agree();
    // Timing: y keeps changing across launches; that costs nothing extra.
    using oxide_examples::time_pair;
    const auto [raw_f, facts_ms] = time_pair([&] { b.raw(); }, [&] { b.facts(); }, b.reps, b.samples);
    const auto [raw_r, runs_ms] = time_pair([&] { b.raw(); }, [&] { b.runs(); }, b.reps, b.samples);
    const auto [raw_s, plain_ms] = time_pair([&] { b.scalar(); }, [&] { b.plain(); }, b.reps, b.samples);
    if (cudaDeviceSynchronize() != cudaSuccess)
      return std::printf("kernel failed\n"), 1;
    const double bytes = 3.0 * double(b.n) * 4;
    std::printf("| kernel | raw twin | safe ms | raw ms | GB/s (safe) | safe/raw |\n|---|---|---|---|---|---|\n");
    for (auto [name, twin, t, r] : {std::tuple<const char *, const char *, double, double>{
                                        "saxpy_facts (runs of 8 + facts)", "saxpy_raw", facts_ms, raw_f},
                                    {"saxpy_runs (runs of 8, no facts)", "saxpy_raw", runs_ms, raw_r},
                                    {"saxpy_plain (one element a thread)", "saxpy_scalar_raw", plain_ms, raw_s}})
      std::printf("| %s | %s | %.4f | %.4f | %.0f | %.2f%% |\n", name, twin, t, r, bytes / t * 1e-6, 100.0 * r / t);
    const char *shape = "2^28 floats, block 256";
    oxide_examples::report_pair("saxpy_facts", shape, raw_f, facts_ms, same);
    oxide_examples::report_pair("saxpy_runs", shape, raw_r, runs_ms, same);
    oxide_examples::report_pair("saxpy_plain", shape, raw_s, plain_ms, same);
    const auto [raw_us, checked_us] = oxide_examples::enqueue_pair([&] { b.raw(); }, [&] { b.facts(); }, 50);
    oxide_examples::report_enqueue("saxpy_facts", raw_us, checked_us);
    std::printf("every kernel == its raw twin bitwise, and == fmaf(a, x, y) on the CPU: %s\n", same ? "yes" : "NO");
    const bool ok = same && !bad;
    std::printf(ok ? "SUCCESS\n" : "FAILURE\n");
    return ok ? 0 : 1;
  } catch (const oxide::cuda_exception &e) {
    return std::printf("%s\n", e.error().message().c_str()), 1;
  }
}
