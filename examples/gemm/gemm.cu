// gemm: the checked baseline. C = alpha * A * B + beta * C, one thread per
// element of C, plain a[i] in the inner loop: correct and safe, and slow,
// because each multiply-add pays two compares and branches. examples/gemm_views
// removes them with views and measures both against raw twins.
#include "sgemm_checked.cuh"

#include <oxide/buffer.cuh>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "oxide/verify/PtxAnalysis.h"

#ifndef OXIDE_EXAMPLE_PTX
#define OXIDE_EXAMPLE_PTX "gemm.ptx"
#endif

[[oxide::kernel]]
[[oxide::launch_contract(OXIDE_GEMM_CONTRACT)]]
__global__ void sgemm_checked(unsigned m, unsigned n, unsigned k, float alpha,
                              oxide::slice<const float> a, oxide::slice<const float> b, float beta,
                              oxide::disjoint_slice<float, oxide::runtime_index2d> c) {
  sgemm_checked_body(m, n, k, alpha, a, b, beta, c);
}

namespace {
int verify_ptx(const char *path) {
  const auto read = oxide::verify::analysePtxFile(path);
  if (!read)
    return std::printf("gemm: cannot read %s\n", path), 2;
  const auto &entries = *read;
  bool ok = !entries.empty();
  for (const char *claim : {"sgemm_checked:traps>=2", "sgemm_checked:branches>=2"})
    for (const auto &f : oxide::verify::checkExpectation(entries, claim))
      std::printf("FAILED %s: %s\n", claim, f.c_str()), ok = false;
  std::printf("%s", oxide::verify::summary(entries).c_str());
  std::printf(ok ? "PTX verified: the checked gemm keeps its traps (a[i] and b[i])\n" : "FAILURE\n");
  return ok ? 0 : 1;
}
} // namespace

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "--verify-ptx") == 0)
    return verify_ptx(argc > 2 ? argv[2] : OXIDE_EXAMPLE_PTX);
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0)
    return std::printf("gemm: no CUDA device; run --verify-ptx for the PTX claims\n"), 2;
  // Non-square, not multiples of 16.
  const unsigned m = 200, n = 136, k = 77;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> ha(size_t(m) * k), hb(size_t(k) * n), hc(size_t(m) * n);
  for (auto *v : {&ha, &hb, &hc})
    for (float &x : *v)
      x = dist(rng);
  try {
    oxide::device_buffer<float> a(ha.size()), b(hb.size()), c(hc.size());
    if (!a.copy_from_host(ha) || !b.copy_from_host(hb) || !c.copy_from_host(hc))
      return std::printf("gemm: copy failed\n"), 1;
    const auto cfg = oxide::launch_config::grid_2d({(n + 15) / 16, (m + 15) / 16});
    if (auto st = oxide::launch<sgemm_checked>(nullptr, cfg, m, n, k, 1.5f, a, b, 0.5f,
                                               oxide::row_width(c, n));
        !st)
      return std::printf("gemm: %s\n", st.error().message().c_str()), 1;
    auto got = c.to_host();
    if (cudaDeviceSynchronize() != cudaSuccess || !got)
      return std::printf("gemm: launch failed\n"), 1;
    double max_err = 0;
    for (unsigned r = 0; r < m; ++r)
      for (unsigned col = 0; col < n; ++col) {
        double s = 0;
        for (unsigned i = 0; i < k; ++i)
          s += double(ha[size_t(r) * k + i]) * hb[size_t(i) * n + col];
        const double want = 1.5 * s + 0.5 * hc[size_t(r) * n + col];
        max_err = std::fmax(max_err, std::fabs(want - (*got)[size_t(r) * n + col]));
      }
    std::printf("gemm %ux%ux%u (checked a[i]): max |gpu - cpu| = %.3e\n", m, n, k, max_err);
    // The contract refuses a k that the buffers cannot back.
    auto st = oxide::launch<sgemm_checked>(nullptr, cfg, m, n, 2 * k, 1.5f, a, b, 0.5f,
                                           oxide::row_width(c, n));
    std::printf("doubled k: %s\n", st ? "NOT refused" : st.error().message().c_str());
    const bool ok = max_err < 1e-3 && !st;
    std::printf(ok ? "SUCCESS: checked gemm matches the CPU\n" : "FAILURE\n");
    return ok ? 0 : 1;
  } catch (const oxide::cuda_exception &e) {
    return std::printf("gemm: %s\n", e.error().message().c_str()), 1;
  }
}
