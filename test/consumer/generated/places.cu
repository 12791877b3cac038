#include <oxide/oxide.cuh>

#include "refused.cuh"

namespace {
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 7)")]]
__global__ void hidden(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 1.0f;
}
} // namespace

template <class... T>
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 3)")]]
__global__ void pack(oxide::disjoint_slice<float> o, T... vs) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = (0.0f + ... + vs);
}
template __global__ void pack<int, float>(oxide::disjoint_slice<float>, int, float);

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
  say(oxide::launch<&hidden>(nullptr, cfg, host_out()));
  say(oxide::launch<&pack<int, float>>(nullptr, cfg, host_out(), 1, 2.0f));
  say(oxide::launch<oxide::overload<void(oxide::disjoint_slice<float>, int), &twice>{}>(nullptr, cfg, host_out(), 1));
  say(oxide::launch<oxide::overload<void(oxide::disjoint_slice<float>, float), &twice>{}>(nullptr, cfg, host_out(), 1.0f));
}
