#include <oxide/oxide.cuh>

#include "refused.cuh"

[[oxide::kernel(raw)]] [[oxide::launch_contract("domain = 1, block = (64, 1, 1)", "requires = (n >= 1)")]]
__global__ void raw(float *p, unsigned n) {
  const unsigned i = blockIdx.x * 64 + threadIdx.x;
  // SAFETY: i < n, and the caller passes n elements at p.
  [[oxide::unsafe]] {
    if (i < n)
      p[i] = 0.0f;
  }
}

int main() {
  static float buf[4];
  say(oxide::launch<&raw>(nullptr, oxide::launch_config::grid_1d(1), buf, 0u));   // requires
  say(oxide::launch<&raw>(nullptr, oxide::launch_config::grid_1d(1, 32), buf, 1u)); // geometry
}
