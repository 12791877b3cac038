// examples/common/bench.h: the host-side measuring the examples share.
//
// Timing follows docs/internals.md ("What comes from outside", measuring): CUDA events around back-to-back launches, the
// median over samples, safe and raw twins interleaved by the caller so that
// clock drift hits both.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace oxide_examples {

// Prints "<example> on <GPU> (sm_XY)", or that there is no CUDA device and
// that --verify-ptx still checks the PTX; says whether there is one.
inline bool announce_device(const char *example) {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("%s: no CUDA device; run --verify-ptx for the PTX claims\n", example);
    return false;
  }
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, 0);
  std::printf("%s on %s (sm_%d%d)\n", example, prop.name, prop.major, prop.minor);
  return true;
}

// False, with "<example>: <what>: <error>" on stderr, when the last launch
// or the device (after a synchronize) reports an error.
inline bool cuda_ok(const char *example, const char *what) {
  cudaError_t st = cudaGetLastError();
  if (st == cudaSuccess)
    st = cudaDeviceSynchronize();
  if (st != cudaSuccess)
    std::fprintf(stderr, "%s: %s: %s\n", example, what, cudaGetErrorString(st));
  return st == cudaSuccess;
}

// Bitwise equality of two results: the bytes, so -0 and +0 differ and a NaN
// must carry the same payload.
inline bool bitwise_equal(const std::vector<float> &x, const std::vector<float> &y) {
  return x.size() == y.size() && std::memcmp(x.data(), y.data(), x.size() * sizeof(float)) == 0;
}

// The median of a sample (a sorted copy's middle element).
template <class T>
T median(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Milliseconds per launch: `reps` launches back to back between two events.
// With `untimed_lead_in`, one launch goes first, outside the events, so the
// host-side contract checks of a checked launcher overlap GPU work.
class event_timer {
public:
  event_timer() {
    cudaEventCreate(&start_);
    cudaEventCreate(&stop_);
  }
  ~event_timer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  event_timer(const event_timer &) = delete;
  event_timer &operator=(const event_timer &) = delete;

  template <class Launch>
  float ms_per_launch(Launch &&launch, unsigned reps, bool untimed_lead_in = true) {
    if (untimed_lead_in)
      launch();
    cudaEventRecord(start_);
    for (unsigned r = 0; r < reps; ++r)
      launch();
    cudaEventRecord(stop_);
    cudaEventSynchronize(stop_);
    float ms = 0;
    cudaEventElapsedTime(&ms, start_, stop_);
    return ms / reps;
  }

private:
  cudaEvent_t start_, stop_;
};

// At least 20 samples for every number a README or scripts/bench reports
// (docs/internals.md, measuring; issue "Never slower").
inline constexpr unsigned min_samples = 20;

// The medians of raw and safe, interleaved sample by sample (raw first, then
// safe, `samples` times, after two warm-up rounds), each sample `reps`
// back-to-back launches between events.
template <class Raw, class Safe>
std::pair<float, float> time_pair(Raw &&raw, Safe &&safe, unsigned reps, unsigned samples = 25) {
  event_timer timer;
  std::vector<float> tr, ts;
  for (int w = 0; w < 2; ++w)
    timer.ms_per_launch(raw, reps), timer.ms_per_launch(safe, reps);
  for (unsigned s = 0; s < std::max(samples, min_samples); ++s) {
    tr.push_back(timer.ms_per_launch(raw, reps));
    ts.push_back(timer.ms_per_launch(safe, reps));
  }
  return {median(tr), median(ts)};
}

// Host enqueue time in microseconds a launch, raw and checked: batches of
// `per_batch` launches in a tight host loop, timed on the CPU clock, the GPU
// drained before each batch so the launch queue never fills; raw and checked
// batches interleaved (so drift hits both), after two warm-up rounds; the
// median of `batches` batches each.
template <class Raw, class Checked>
std::pair<double, double> enqueue_pair(Raw &&raw, Checked &&checked, unsigned per_batch = 200,
                                       unsigned batches = 31) {
  auto batch = [per_batch](auto &launch) {
    cudaDeviceSynchronize();
    const auto t0 = std::chrono::steady_clock::now();
    for (unsigned i = 0; i < per_batch; ++i)
      launch();
    const auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::micro>(t1 - t0).count() / per_batch;
  };
  std::vector<double> tr, tc;
  for (unsigned b = 0; b < std::max(batches, min_samples) + 2; ++b) {
    const double r = batch(raw), c = batch(checked);
    if (b >= 2)
      tr.push_back(r), tc.push_back(c);
  }
  cudaDeviceSynchronize();
  return {median(tr), median(tc)};
}

// The lines scripts/bench collects, one a measured pair:
//   BENCH <kernel> | <shape> | <raw ms> | <safe ms> | <check: ok or FAILED>
// and one a host-enqueue pair:
//   ENQUEUE <kernel> | <raw us> | <checked us>
inline void report_pair(const char *kernel, const char *shape, double raw_ms, double safe_ms, bool check) {
  std::printf("BENCH %s | %s | %.5f | %.5f | %s\n", kernel, shape, raw_ms, safe_ms, check ? "ok" : "FAILED");
}
inline void report_enqueue(const char *kernel, double raw_us, double checked_us) {
  std::printf("ENQUEUE %s | %.3f | %.3f\n", kernel, raw_us, checked_us);
}

// Uniform random floats in [-1, 1), never zeros-only data (docs/internals.md, measuring).
template <class Rng>
std::vector<float> random_floats(std::size_t n, Rng &rng) {
  std::vector<float> v(n);
  const float scale = 1.0f / 2147483648.0f;
  for (float &x : v)
    x = float(std::int64_t(rng() & 0xffffffffu) - 2147483648ll) * scale;
  return v;
}

} // namespace oxide_examples
