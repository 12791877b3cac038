// The host program: buffers, three checked launches, a result. Without a
// GPU the first launch is refused, and that is printed.
#include "app_data.h"
#include "kernels.oxide.h"

#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
  app_data d;
  std::vector<float> &host = d.host;
  const std::vector<std::uint32_t> &perm = d.perm;
  try {
    oxide::device_buffer<float> in(n), mid(n), out(n);
    oxide::device_buffer<std::uint32_t> idx(n);
    if (auto st = in.copy_from_host(host); !st)
      return std::printf("%s\n", st.error().message().c_str()), 1;
    if (auto st = idx.copy_from_host(perm); !st)
      return std::printf("%s\n", st.error().message().c_str()), 1;
    auto st = scale_launch(nullptr, oxide::launch_config::grid_1d(n / 128), 2.0f, 1.0f, in.as_slice(),
                           mid.as_disjoint());
    if (st)
      st = gather_launch(nullptr, oxide::launch_config::grid_1d(n / 256), mid.as_slice(), idx.as_slice(),
                         out.as_disjoint());
    if (st)
      st = scale2d_launch(nullptr, oxide::launch_config::grid_2d({width / 32, rows / 8}), 0.5f, 0.0f,
                          out.as_slice(), mid.as_disjoint<oxide::runtime_index2d>(width));
    if (!st)
      return std::printf("%s\n", st.error().message().c_str()), 1;
    auto back = mid.to_host();
    std::printf("mid[0] = %g\n", back ? (*back)[0] : -1.0f);
  } catch (const oxide::cuda_exception &e) {
    std::printf("%s\n", e.what());
    return 1;
  }
  return 0;
}
