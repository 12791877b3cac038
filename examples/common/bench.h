// examples/common/bench.h: the host-side measuring the examples share.
//
// Timing follows DESIGN.md §4: CUDA events around back-to-back launches, the
// median over samples, safe and raw twins interleaved by the caller so that
// clock drift hits both.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
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

} // namespace oxide_examples
