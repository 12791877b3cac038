// contract_facts: facts stated in the contract (`aligned`, `%`) reach the
// device and delete its checks. Each kernel sums every group of four floats.
//
//   sum4_vectors   oxide: as_vectors<float4>(in), whose alignment and length
//                  check the contract's facts fold away; ld.global.v4.f32.
//   sum4_scalar    oxide, scalar reads: the thread's run of four (get_run<4>),
//                  element by element.
//   sum4_raw       the raw twin of sum4_vectors (contract_facts_raw.cu, plain
//                  CUDA compiled by plain nvcc): a float4 pointer, `if (i < n)`.
//   sum4_raw_scalar  the raw twin of sum4_scalar: four float reads,
//                  `in[4 * i + k]`, and `if (i < n)`.
// All three add x + y + z + w in the same order: results must be bitwise equal.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/bench.h"
#include "contract_facts/contract_facts_raw.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <random>
#include <tuple>
#include <vector>

#define SUM4_CONTRACT "domain = 1, block = (256, 1, 1)", \
  "requires = (aligned(in, 16), in.len() % 4 == 0, out.len() * 4 == in.len())"

[[oxide::kernel]]
[[oxide::launch_contract(SUM4_CONTRACT)]]
__global__ void sum4_vectors(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto v = oxide::as_vectors<float4>(in)) // folds: the contract states both facts
    if (auto [o, idx] = out.get_mut_indexed(); o)
      if (auto q = v->get(idx.get())) {
        const float4 x = *q;
        *o = ((x.x + x.y) + x.z) + x.w;
      }
}

// The thread's run of four inputs (get_run<4>), read element by element: the
// run is proved once, and `in.len() % 4 == 0` tells the device every run is
// whole, so each at<I>() has no compare left. Four `in.get(4 * i + k)`
// instead keep four compares (nvcc cannot see that 4 * i + 3 < in.len()
// follows from i < out.len()): 98.3% of this twin, docs/performance.md.
[[oxide::kernel]]
[[oxide::launch_contract(SUM4_CONTRACT)]]
__global__ void sum4_scalar(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    if (auto x = oxide::get_run<4>(in, idx))
      *o = ((x->at<0>().value_or(0.0f) + x->at<1>().value_or(0.0f)) + x->at<2>().value_or(0.0f)) +
           x->at<3>().value_or(0.0f);
}

int main() {
  if (!oxide_examples::announce_device("contract_facts"))
    return 2;
  constexpr size_t n = size_t(1) << 28, n4 = n / 4; // 1 GiB in, 256 MiB out
  constexpr unsigned block = 256, reps = 10, samples = 25;
  const unsigned grid = unsigned(n4 / block);
  std::mt19937 rng(42);
  const std::vector<float> host = oxide_examples::random_floats(n, rng);
  try {
    oxide::device_buffer<float> in(n), out_vec(n4), out_scalar(n4), out_raw(n4), out_raw_scalar(n4);
    if (!in.copy_from_host(host))
      return std::printf("copy failed\n"), 1;
    const auto cfg = oxide::launch_config::grid_1d(grid);
    auto check = [](oxide::result<void> st) {
      if (!st)
        std::printf("refused: %s\n", st.error().message().c_str()), std::exit(1);
    };
    auto vec = [&] { check(oxide::launch<sum4_vectors>(nullptr, cfg, in, out_vec)); };
    auto scalar = [&] { check(oxide::launch<sum4_scalar>(nullptr, cfg, in, out_scalar)); };
    auto raw = [&] { sum4_raw_launch(grid, block, reinterpret_cast<const float4 *>(in.data()), out_raw.data(), n4); };
    auto raw_scalar = [&] { sum4_raw_scalar_launch(grid, block, in.data(), out_raw_scalar.data(), n4); };
    // A launch that breaks a fact is refused on the CPU.
    oxide::device_buffer<float> odd(n4 + 1);
    auto bad = oxide::launch<sum4_vectors>(nullptr, cfg, in, odd);
    std::printf("out of the wrong length refused on the CPU: %s\n", bad ? "NOT refused" : bad.error().message().c_str());
    vec(), scalar(), raw(), raw_scalar();
    if (cudaDeviceSynchronize() != cudaSuccess)
      return std::printf("kernel failed\n"), 1;
    auto hv = out_vec.to_host(), hs = out_scalar.to_host(), hr = out_raw.to_host(), hrs = out_raw_scalar.to_host();
    bool same = hv && hs && hr && hrs && std::memcmp(hv->data(), hr->data(), n4 * 4) == 0 &&
                std::memcmp(hs->data(), hr->data(), n4 * 4) == 0 && std::memcmp(hrs->data(), hr->data(), n4 * 4) == 0;
    for (size_t i = 0; same && i < n4; i += 997)
      same = (*hr)[i] == ((host[4 * i] + host[4 * i + 1]) + host[4 * i + 2]) + host[4 * i + 3];
    const auto [raw_v, vec_ms] = oxide_examples::time_pair(raw, vec, reps, samples);
    const auto [raw_s, scalar_ms] = oxide_examples::time_pair(raw_scalar, scalar, reps, samples);
    if (cudaDeviceSynchronize() != cudaSuccess)
      return std::printf("kernel failed\n"), 1;
    const double bytes = double(n) * 4 + double(n4) * 4;
    std::printf("| kernel | safe ms | raw ms | GB/s (safe) | safe/raw |\n|---|---|---|---|---|\n");
    for (auto [name, t, r] : {std::tuple<const char *, double, double>{"sum4_vectors (as_vectors + facts)", vec_ms, raw_v},
                              {"sum4_scalar (a run of four)", scalar_ms, raw_s}})
      std::printf("| %s | %.4f | %.4f | %.0f | %.2f%% |\n", name, t, r, bytes / t * 1e-6, 100.0 * r / t);
    oxide_examples::report_pair("sum4_vectors", "2^28 floats, block 256", raw_v, vec_ms, same);
    oxide_examples::report_pair("sum4_scalar", "2^28 floats, block 256", raw_s, scalar_ms, same);
    std::printf("vectors == scalar == both raw twins bitwise, raw == the CPU's sums: %s\n", same ? "yes" : "NO");
    std::printf(same && !bad ? "SUCCESS\n" : "FAILURE\n");
    return same && !bad ? 0 : 1;
  } catch (const oxide::cuda_exception &e) {
    return std::printf("%s\n", e.error().message().c_str()), 1;
  }
}
