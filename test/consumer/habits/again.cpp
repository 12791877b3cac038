// The second target's own rewrite of a/kernels.cu.
#include "kernels.oxide.h"

#include <cstdio>

int main() {
  auto out = oxide::disjoint_slice<float>::from_raw_parts(reinterpret_cast<float *>(0x1000), 10);
  auto r = a::fill_launch(nullptr, oxide::launch_config::grid_1d(1), out, 11u);
  std::printf("%s\n", r ? "LAUNCHED" : r.error().message().c_str());
  return r ? 1 : 0;
}
