// The checked baseline's body, shared by examples/gemm and the bench in
// examples/gemm_views: C = alpha * A * B + beta * C with plain a[i] in the
// loop. Every a[i] and b[i] is a compare and a branch to trap: this is the
// cost views remove.
#pragma once

#include <oxide/oxide.cuh>

#define OXIDE_GEMM_CONTRACT                                                                        \
  "domain = 2, block = (16, 16, 1)",                                                               \
      "requires = (k >= 1, a.len() >= m * k, b.len() >= k * n, c.len() >= m * n)"

__device__ __forceinline__ void sgemm_checked_body(unsigned m, unsigned n, unsigned k, float alpha,
                                                   oxide::slice<const float> a,
                                                   oxide::slice<const float> b, float beta,
                                                   const oxide::disjoint_slice<float, oxide::runtime_index2d> &c) {
  auto coord = oxide::thread::coord_2d();
  const size_t row = coord.row(), col = coord.col();
  if (row >= m || col >= n)
    return;
  float sum = 0.0f;
  for (size_t i = 0; i < k; ++i)
    sum += a[row * k + i] * b[i * n + col];
  if (auto out = c.get_mut(coord))
    *out = alpha * sum + beta * *out;
}
