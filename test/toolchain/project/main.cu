// The project's oxide kernel: a checked launch is refused on the CPU.
#include <oxide/oxide.cuh>

#include "app_config.h"

#include <cstdio>
#include <vector>

void run_plain(); // plain.cu
void run_split(); // split.cu

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1", "requires = (out.len() >= n)")]]
__global__ void __launch_bounds__(APP_BLOCK) fill(oxide::disjoint_slice<float> out, unsigned n) {
  if (auto [o, i] = out.get_mut_indexed(); o)
    *o = float(i.get());
}

int main() {
  std::vector<float> host(100);
  auto out = oxide::disjoint_slice<float>::from_raw_parts(host.data(), host.size());
  auto st = oxide::launch<fill>(nullptr, oxide::launch_config::grid_1d(8, APP_BLOCK), out, 1000u);
  std::printf("%s\n", st ? "launched" : st.error().message().c_str());
  run_plain();
  run_split();
  return 0;
}
