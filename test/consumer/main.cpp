// Plain C++: launches through the generated header; refused on the CPU here.
#include "kernels.oxide.h"

#include <cstdio>

int main() {
  auto out = oxide::disjoint_slice<float>::from_raw_parts(reinterpret_cast<float *>(0x1000), 100);
  auto st = fill_launch(nullptr, oxide::launch_config::grid_1d(1), out, 1000u, 1.0f);
  std::printf("%s\n", st ? "LAUNCHED" : st.error().message().c_str());
  return st ? 1 : 0;
}
