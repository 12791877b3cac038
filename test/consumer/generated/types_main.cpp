// Plain C++: the generated header declares app::Scale; types.h completes it.
#include "types.oxide.h"
#include "types.h"

#include <cstdio>

int main() {
  static float buf[8];
  auto r = scaled_launch(nullptr, oxide::launch_config::grid_1d(1),
                         oxide::disjoint_slice<float>::from_raw_parts(buf, 8), app::Scale{2.0f});
  std::printf("%s\n", r ? "LAUNCHED" : r.error().message().c_str());
}
