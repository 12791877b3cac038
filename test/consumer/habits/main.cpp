// Plain C++ that links only kern: both kernels.cu files' launchers, an
// overloaded kernel's included.
#include "a/kernels.oxide.h"
#include "b/kernels.oxide.h"
#include "b/scale.h"

#include <cstdio>

int main() {
  auto out = oxide::disjoint_slice<float>::from_raw_parts(reinterpret_cast<float *>(0x1000), 100);
  auto ra = a::fill_launch(nullptr, oxide::launch_config::grid_1d(1), out, 1000u);
  auto rb = b::fill_launch(nullptr, oxide::launch_config::grid_1d(1), out, 7u);
  auto rc = b::fill_launch(nullptr, oxide::launch_config::grid_1d(1), out, b::Scale{2.0f}); // the overload
  std::printf("%s\n%s\n%s\n", ra ? "LAUNCHED" : ra.error().message().c_str(),
              rb ? "LAUNCHED" : rb.error().message().c_str(), rc ? "LAUNCHED" : rc.error().message().c_str());
  return ra || rb || rc;
}
