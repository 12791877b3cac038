// A plain C++ file, compiled by the host compiler (g++), launching a CUDA
// kernel through the generated header. Without a GPU it shows the CPU-side
// refusal; with one it also launches for real and checks against the CPU.
#include "cpp_launcher_kernels.oxide.h"

#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  const std::uint32_t m = 128, n = 96, k = 64;
  const auto grid = oxide::launch_config::grid_2d({n / 16, m / 16});

  // Refused before any CUDA call: fake buffers are never touched.
  auto a0 = oxide::slice<const float>::from_raw_parts(reinterpret_cast<const float *>(0x100000), m * k);
  auto b0 = oxide::slice<const float>::from_raw_parts(reinterpret_cast<const float *>(0x200000), k * n);
  auto c0 = oxide::disjoint_slice<float, oxide::index2d<96>>::from_raw_parts(
      reinterpret_cast<float *>(0x300000), m * n);
  auto refused = blas::sgemm_naive_views_launch(nullptr, grid, m, n, 2 * k, 1.5f, a0, b0, 0.5f, c0);
  std::printf("from C++: %s\n", refused ? "LAUNCHED" : refused.error().message().c_str());

  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("no GPU: the real launch is skipped\n");
    return refused ? 1 : 0;
  }
  std::vector<float> ha(m * k), hb(k * n), hc(m * n);
  for (size_t i = 0; i < ha.size(); ++i) ha[i] = float((3 * i + 1) % 10) * 0.1f;
  for (size_t i = 0; i < hb.size(); ++i) hb[i] = float((7 * i + 2) % 10) * 0.1f;
  for (size_t i = 0; i < hc.size(); ++i) hc[i] = float((5 * i + 3) % 13) * 0.25f;
  oxide::device_buffer<float> a(ha.size()), b(hb.size()), c(hc.size());
  if (!a.copy_from_host(ha) || !b.copy_from_host(hb) || !c.copy_from_host(hc))
    return 2;
  auto st = blas::sgemm_naive_views_launch(nullptr, grid, m, n, k, 1.5f, a.as_slice(), b.as_slice(),
                                           0.5f, c.as_disjoint<oxide::index2d<96>>());
  if (!st || cudaDeviceSynchronize() != cudaSuccess)
    return std::printf("launch failed: %s\n", st ? "sync" : st.error().message().c_str()), 3;
  auto got = c.to_host();
  double worst = 0;
  for (std::uint32_t r = 0; r < m; ++r)
    for (std::uint32_t col = 0; col < n; ++col) {
      float sum = 0;
      for (std::uint32_t i = 0; i < k; ++i)
        sum += ha[r * k + i] * hb[i * n + col];
      worst = std::fmax(worst, std::fabs(1.5f * sum + 0.5f * hc[r * n + col] - (*got)[r * n + col]));
    }
  std::printf("launched from C++ on the GPU: max |gpu - cpu| = %.3e\n", worst);
  return worst < 1e-3 ? 0 : 4;
}
