#include <oxide/oxide.cuh>

#include "refused.cuh"

// Two kernels of one name, each launched through oxide::overload.

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 5)")]]
__global__ void twice(oxide::disjoint_slice<float> o, int) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 2.0f;
}
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 6)")]]
__global__ void twice(oxide::disjoint_slice<float> o, float) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 3.0f;
}

int main() {
  const auto cfg = oxide::launch_config::grid_1d(1);
  say(oxide::launch<oxide::overload<void(oxide::disjoint_slice<float>, int), &twice>{}>(nullptr, cfg, host_out(), 1));
  say(oxide::launch<oxide::overload<void(oxide::disjoint_slice<float>, float), &twice>{}>(nullptr, cfg, host_out(), 1.0f));
}
