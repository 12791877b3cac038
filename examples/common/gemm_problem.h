// examples/common/gemm_problem.h: one SGEMM problem C = alpha A B + beta C,
// row-major, random data in [-1, 1], with its FP64 reference; and reading a
// result back. Shared by gemm_views and sgemm_fast.
#pragma once

#include <oxide/buffer.cuh>

#include <cstddef>
#include <random>
#include <stdexcept>
#include <vector>

namespace oxide_examples {

struct gemm_problem {
  unsigned m, n, k;
  std::vector<float> a, b, c0; // m x k, k x n, m x n

  gemm_problem(unsigned m, unsigned n, unsigned k, std::mt19937 &rng) : m(m), n(n), k(k) {
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    a.resize(std::size_t(m) * k);
    b.resize(std::size_t(k) * n);
    c0.resize(std::size_t(m) * n);
    for (auto *v : {&a, &b, &c0})
      for (float &x : *v)
        x = dist(rng);
  }
  // C[r][col] in FP64.
  double reference(unsigned r, unsigned col, float alpha, float beta) const {
    double s = 0;
    for (unsigned i = 0; i < k; ++i)
      s += double(a[std::size_t(r) * k + i]) * b[std::size_t(i) * n + col];
    return alpha * s + beta * double(c0[std::size_t(r) * n + col]);
  }
};

// A device buffer's contents, or an exception that says why not.
inline std::vector<float> host_copy(oxide::device_buffer<float> &buffer) {
  auto h = buffer.to_host();
  if (!h)
    throw std::runtime_error(h.error().message());
  return *h;
}

} // namespace oxide_examples
