#include <oxide/oxide.cuh>

#include "refused.cuh"

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (grid.len() == name)")]]
__global__ void names(oxide::disjoint_slice<float> grid, int block, int shared, int stream, unsigned name,
                      unsigned d, int config, int args, int e) {
  if (auto p = grid.get_mut(oxide::thread::index_1d()))
    *p = block + shared + stream + config + args + e + d;
}

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == a10)")]]
__global__ void eleven(oxide::disjoint_slice<float> o, int a1, int a2, int a3, int a4, int a5, int a6, int a7,
                       int a8, int a9, unsigned a10) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9;
}

int main() {
  const auto cfg = oxide::launch_config::grid_1d(1);
  say(oxide::launch<&names>(nullptr, cfg, host_out(), 1, 2, 3, 9u, 4u, 5, 6, 7));
  say(oxide::launch<&eleven>(nullptr, cfg, host_out(), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10u));
}
