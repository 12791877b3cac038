// Defines the kernel split.cuh declares: no oxide attribute in this file.
#include "split.cuh"

#include <cstdio>
#include <vector>

__global__ void split_fill(oxide::disjoint_slice<float> out, unsigned n) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = float(n);
}

void run_split() {
  std::vector<float> host(10);
  auto out = oxide::disjoint_slice<float>::from_raw_parts(host.data(), host.size());
  auto st = oxide::launch<&split_fill>(nullptr, oxide::launch_config::grid_1d(1), out, 9u);
  std::printf("%s\n", st ? "launched" : st.error().message().c_str());
}
