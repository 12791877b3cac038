#include <oxide/oxide.cuh>

#include "refused.cuh"

#define MY_KERNEL [[oxide::kernel]]

[[ oxide :: kernel ]] [[ oxide :: launch_contract ( "domain = 1, block = (128, 1, 1)" , "requires = (o.len() == 1)" ) ]]
__global__ void spaced(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 4.0f;
}
[[using oxide: kernel, launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 2)")]]
__global__ void using_prefix(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 5.0f;
}
[[gnu::noinline, oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 4)")]]
__global__ void beside(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 6.0f;
}
MY_KERNEL [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 6)")]]
__global__ void by_macro(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 7.0f;
}

int main() {
  const auto cfg = oxide::launch_config::grid_1d(1);
  say(oxide::launch<&spaced>(nullptr, cfg, host_out()));
  say(oxide::launch<&using_prefix>(nullptr, cfg, host_out()));
  say(oxide::launch<&beside>(nullptr, cfg, host_out()));
  say(oxide::launch<&by_macro>(nullptr, cfg, host_out()));
}
