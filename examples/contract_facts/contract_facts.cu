// contract_facts: facts stated in the contract (`aligned`, `%`) reach the
// device and delete its checks. Each kernel sums every group of four floats.
//
//   sum4_vectors   oxide: as_vectors<float4>(in), whose alignment and length
//                  check the contract's facts fold away; ld.global.v4.f32.
//   sum4_scalar    oxide, plain safe: four get(i).value_or(0) reads.
//   sum4_raw       the raw twin: a float4 pointer and an `if (i < n)`.
// All three add x + y + z + w in the same order: results must be bitwise equal.
#include <oxide/oxide.cuh>

#include "common/bench.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <random>
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

[[oxide::kernel]]
[[oxide::launch_contract(SUM4_CONTRACT)]]
__global__ void sum4_scalar(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o) {
    const size_t i = 4 * idx.get();
    *o = ((in.get(i).value_or(0.0f) + in.get(i + 1).value_or(0.0f)) + in.get(i + 2).value_or(0.0f)) +
         in.get(i + 3).value_or(0.0f);
  }
}

__global__ void OXIDE_BLOCK_SIZE(256, 1, 1) sum4_raw(const float4 *in, float *out, size_t n4) {
  const size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n4) {
    const float4 x = in[i];
    out[i] = ((x.x + x.y) + x.z) + x.w;
  }
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0)
    return std::printf("contract_facts: no CUDA device; test/ptx/contract_facts_reach_the_device.test shows the PTX\n"), 2;
  constexpr size_t n = size_t(1) << 28, n4 = n / 4; // 1 GiB in, 256 MiB out
  constexpr unsigned block = 256, reps = 10, samples = 25;
  const unsigned grid = unsigned(n4 / block);
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> host(n);
  for (float &x : host)
    x = dist(rng);
  try {
    oxide::device_buffer<float> in(n), out_vec(n4), out_scalar(n4), out_raw(n4);
    if (!in.copy_from_host(host))
      return std::printf("copy failed\n"), 1;
    const auto cfg = oxide::launch_config::grid_1d(grid);
    auto check = [](oxide::result<void> st) {
      if (!st)
        std::printf("refused: %s\n", st.error().message().c_str()), std::exit(1);
    };
    auto vec = [&] { check(oxide::launch<sum4_vectors>(nullptr, cfg, in, out_vec)); };
    auto scalar = [&] { check(oxide::launch<sum4_scalar>(nullptr, cfg, in, out_scalar)); };
    auto raw = [&] {
      sum4_raw<<<grid, block>>>(reinterpret_cast<const float4 *>(in.data()), out_raw.data(), n4);
    };
    // A launch that breaks a fact is refused on the CPU.
    oxide::device_buffer<float> odd(n4 + 1);
    auto bad = oxide::launch<sum4_vectors>(nullptr, cfg, in, odd);
    std::printf("out of the wrong length refused on the CPU: %s\n", bad ? "NOT refused" : bad.error().message().c_str());
    oxide_examples::event_timer timer;
    auto sample = [&](auto launch) { return timer.ms_per_launch(launch, reps); };
    std::vector<float> tv, ts, tr;
    for (int w = 0; w < 2; ++w)
      sample(vec), sample(scalar), sample(raw);
    for (unsigned s = 0; s < samples; ++s) {
      tv.push_back(sample(vec));
      ts.push_back(sample(scalar));
      tr.push_back(sample(raw));
    }
    if (cudaDeviceSynchronize() != cudaSuccess)
      return std::printf("kernel failed\n"), 1;
    using oxide_examples::median;
    const double bytes = double(n) * 4 + double(n4) * 4;
    const double mr = median(tr);
    std::printf("| kernel | median ms | GB/s | vs raw |\n|---|---|---|---|\n");
    for (auto [name, t] : {std::pair<const char *, double>{"sum4_vectors (as_vectors + facts)", median(tv)},
                           {"sum4_scalar (plain safe)", median(ts)},
                           {"sum4_raw", mr}})
      std::printf("| %s | %.4f | %.0f | %.2f%% |\n", name, t, bytes / t * 1e-6, 100.0 * mr / t);
    auto hv = out_vec.to_host(), hs = out_scalar.to_host(), hr = out_raw.to_host();
    const bool same = hv && hs && hr && std::memcmp(hv->data(), hr->data(), n4 * 4) == 0 &&
                      std::memcmp(hs->data(), hr->data(), n4 * 4) == 0;
    std::printf("vectors == scalar == raw bitwise: %s\n", same ? "yes" : "NO");
    std::printf(same && !bad ? "SUCCESS\n" : "FAILURE\n");
    return same && !bad ? 0 : 1;
  } catch (const oxide::cuda_exception &e) {
    return std::printf("%s\n", e.error().message().c_str()), 1;
  }
}
