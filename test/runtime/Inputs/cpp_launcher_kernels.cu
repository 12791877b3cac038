// Kernels launched from a .cpp file (cpp_launcher.cpp) through the header
// oxide-rewrite generates: cpp_launcher_kernels.oxide.h.
#include <oxide/oxide.cuh>

#include <cstdint>

namespace blas {
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)",
                         "requires = (k >= 1, a.len() >= m * k, b.len() >= k * n, c.len() >= m * n)")]]
__global__ void __launch_bounds__(256)
sgemm_naive_views(std::uint32_t m, std::uint32_t n, std::uint32_t k, float alpha,
                  oxide::slice<const float> a, oxide::slice<const float> b, float beta,
                  oxide::disjoint_slice<float, oxide::index2d<96>> c) {
  if (auto [cell, idx] = c.get_mut_indexed(); cell) {
    const std::uint64_t row = idx.get() / 96, col = idx.get() % 96;
    float sum = 0.0f;
    for (std::uint32_t i = 0; i < k; ++i)
      sum += a.get(row * k + i).value_or(0.0f) * b.get(i * n + col).value_or(0.0f);
    *cell = alpha * sum + beta * *cell;
  }
}
} // namespace blas
