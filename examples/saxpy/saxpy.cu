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
//   saxpy_raw     the raw twin of saxpy_facts: float4 pointers, `if (i < n8)`,
//                 silently assuming n % 8 == 0 and 32-byte alignment
// All four compute a * x + y per element: results must be bitwise equal.
#include <oxide/oxide.cuh>

#include "common/bench.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <random>
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

__global__ void OXIDE_BLOCK_SIZE(256, 1, 1) saxpy_raw(float a, const float4 *x, float4 *y, size_t n8) {
  const size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n8) {
    const float4 x0 = x[2 * i], x1 = x[2 * i + 1];
    float4 y0 = y[2 * i], y1 = y[2 * i + 1];
    y0 = {a * x0.x + y0.x, a * x0.y + y0.y, a * x0.z + y0.z, a * x0.w + y0.w};
    y1 = {a * x1.x + y1.x, a * x1.y + y1.y, a * x1.z + y1.z, a * x1.w + y1.w};
    y[2 * i] = y0, y[2 * i + 1] = y1;
  }
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0)
    return std::printf("saxpy: no CUDA device; test/ptx/saxpy_example.test checks the PTX\n"), 2;
  constexpr size_t n = size_t(1) << 28; // 1 GiB per vector
  constexpr unsigned block = 256, reps = 10, samples = 25;
  constexpr float a = 1.75f;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> hx(n), hy(n);
  for (float &v : hx)
    v = dist(rng);
  for (float &v : hy)
    v = dist(rng);
  try {
    oxide::device_buffer<float> x(n), y_facts(n), y_runs(n), y_plain(n), y_raw(n);
    if (!x.copy_from_host(hx))
      return std::printf("copy failed\n"), 1;
    auto reset = [&] {
      for (auto *y : {&y_facts, &y_runs, &y_plain, &y_raw})
        if (!y->copy_from_host(hy))
          std::printf("copy failed\n"), std::exit(1);
    };
    const auto runs_cfg = oxide::launch_config::grid_1d(unsigned(n / 8 / block));
    const auto plain_cfg = oxide::launch_config::grid_1d(unsigned(n / block));
    auto check = [](oxide::result<void> st) {
      if (!st)
        std::printf("refused: %s\n", st.error().message().c_str()), std::exit(1);
    };
    auto facts = [&] { check(oxide::launch<saxpy_facts>(nullptr, runs_cfg, a, x, y_facts)); };
    auto runs = [&] { check(oxide::launch<saxpy_runs>(nullptr, runs_cfg, a, x, y_runs)); };
    auto plain = [&] { check(oxide::launch<saxpy_plain>(nullptr, plain_cfg, a, x, y_plain)); };
    auto raw = [&] {
      saxpy_raw<<<unsigned(n / 8 / block), block>>>(a, reinterpret_cast<const float4 *>(x.data()),
                                                   reinterpret_cast<float4 *>(y_raw.data()), n / 8);
    };
    // Lengths that break the facts are refused on the CPU.
    oxide::device_buffer<float> short_x(n - 8), short_y(n - 8);
    auto bad = oxide::launch<saxpy_facts>(nullptr, runs_cfg, a, short_x, short_y);
    std::printf("n - 8 elements refused on the CPU: %s\n", bad ? "NOT refused" : bad.error().message().c_str());

    // One launch each from the same y: the results, compared bitwise.
    reset();
    facts(), runs(), plain(), raw();
    if (cudaDeviceSynchronize() != cudaSuccess)
      return std::printf("kernel failed\n"), 1;
    auto hf = y_facts.to_host(), hr = y_runs.to_host(), hp = y_plain.to_host(), hw = y_raw.to_host();
    bool same = hf && hr && hp && hw;
    for (auto *h : {&hr, &hp, &hw})
      same = same && std::memcmp(hf->data(), (*h)->data(), n * 4) == 0;
    bool model = same;
    for (size_t i = 0; model && i < n; i += 4099)
      model = (*hf)[i] == std::fmaf(a, hx[i], hy[i]);

    // Timing: y keeps changing across launches; that costs nothing extra.
    oxide_examples::event_timer timer;
    auto sample = [&](auto launch) { return timer.ms_per_launch(launch, reps); };
    std::vector<float> tf, tr, tp, tw;
    for (int w = 0; w < 2; ++w)
      sample(facts), sample(runs), sample(plain), sample(raw);
    for (unsigned s = 0; s < samples; ++s) {
      tf.push_back(sample(facts));
      tr.push_back(sample(runs));
      tp.push_back(sample(plain));
      tw.push_back(sample(raw));
    }
    if (cudaDeviceSynchronize() != cudaSuccess)
      return std::printf("kernel failed\n"), 1;
    using oxide_examples::median;
    const double bytes = 3.0 * double(n) * 4, mw = median(tw);
    std::printf("| kernel | median ms | GB/s | vs raw |\n|---|---|---|---|\n");
    for (auto [name, t] : {std::pair<const char *, double>{"saxpy_facts (runs of 8 + facts)", median(tf)},
                           {"saxpy_runs (runs of 8, no facts)", median(tr)},
                           {"saxpy_plain (one element a thread)", median(tp)},
                           {"saxpy_raw", mw}})
      std::printf("| %s | %.4f | %.0f | %.2f%% |\n", name, t, bytes / t * 1e-6, 100.0 * mw / t);
    std::printf("facts == runs == plain == raw bitwise: %s; equal to fmaf(a, x, y) on the CPU: %s\n",
                same ? "yes" : "NO", model ? "yes" : "NO");
    const bool ok = same && model && !bad;
    std::printf(ok ? "SUCCESS\n" : "FAILURE\n");
    return ok ? 0 : 1;
  } catch (const oxide::cuda_exception &e) {
    return std::printf("%s\n", e.error().message().c_str()), 1;
  }
}
