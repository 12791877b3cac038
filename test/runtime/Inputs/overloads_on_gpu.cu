// Overloaded oxide kernels on the GPU: each overload launched through
// oxide::overload, through the cast-free key, and its own contract refusing.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == n)")]]
__global__ void fill(oxide::disjoint_slice<float> o, unsigned n, float v) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = v;
}
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (o.len() == n)")]]
__global__ void fill(oxide::disjoint_slice<int> o, unsigned n, int v) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = v + 1;
}

int main() {
  const unsigned n = 1 << 20;
  oxide::device_buffer<float> f(n);
  oxide::device_buffer<int> i(n);
  auto rf = oxide::launch<oxide::overload<void(oxide::disjoint_slice<float>, unsigned, float), &fill>{}>(
      nullptr, oxide::launch_config::grid_1d(n / 128), f.as_disjoint(), n, 2.5f);
  auto ri = oxide::launch<oxide::overload<void(oxide::disjoint_slice<int>, unsigned, int), &fill>{}>(
      nullptr, oxide::launch_config::grid_1d(n / 256), i.as_disjoint(), n, 41);
  // The int overload's own contract (block 256) refuses a 128 block.
  auto bad = oxide::launch<oxide::overload<void(oxide::disjoint_slice<int>, unsigned, int), &fill>{}>(
      nullptr, oxide::launch_config::grid_1d(n / 128, 128), i.as_disjoint(), n, 0);
  if (!rf || !ri) {
    std::printf("launch failed: %s\n", (!rf ? rf.error() : ri.error()).message().c_str());
    return 1;
  }
  const auto hf = f.to_host();
  const auto hi = i.to_host();
  if (!hf || !hi) { std::printf("copy failed\n"); return 1; }
  unsigned wrong = 0;
  for (unsigned k = 0; k < n; ++k)
    wrong += (*hf)[k] != 2.5f || (*hi)[k] != 42;
  std::printf("float overload and int overload: %u wrong of %u each\n", wrong, n);
  std::printf("refused: %s\n", bad ? "LAUNCHED" : bad.error().message().c_str());
  return wrong != 0 || bad;
}
