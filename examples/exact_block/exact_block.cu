// exact_block: what each device-side backstop of a contract's exact block
// costs, on the same one-element-a-thread kernel at block 128 (the shape
// issue "Never slower" measured at 25% of plain CUDA).
//
//   plain          plain CUDA: no bound, no check
//   block_size     nvcc's __block_size__((128, 1, 1)): .reqntid, but also
//                  .reqnctapercluster 1, 1, 1, so every launch is a cluster
//                  launch (the landed mechanism, removed)
//   launch_bounds  __launch_bounds__(128): .maxntid 128 (more threads are
//                  refused at launch; fewer are not)
//   exact_check    __launch_bounds__(128) + OXIDE_LAUNCH_SHAPE(1, 128, 1, 1) at
//                  the entry: what oxide-rewrite emits now
//
// Plain CUDA (no oxide-rewrite); only oxide/config.cuh for the macro. Each
// variant is timed against `plain`, interleaved, median of 25 samples.
#include <oxide/config.cuh>

#include "common/bench.h"

#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#define BODY                                                                                       \
  const size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;                                  \
  if (i < n)                                                                                       \
    out[i] = a * in[i] + b;

__global__ void plain(float a, float b, const float *in, float *out, size_t n) { BODY }
// nvcc's spelling; clang has none (this file also passes the plugin's
// no-false-positive test, compiled by clang).
#if defined(__NVCC__)
#  define LANDED_BACKSTOP __block_size__((128, 1, 1))
#else
#  define LANDED_BACKSTOP
#endif
__global__ void LANDED_BACKSTOP block_size(float a, float b, const float *in, float *out, size_t n) { BODY }
__global__ void __launch_bounds__(128) launch_bounds(float a, float b, const float *in, float *out, size_t n) { BODY }
__global__ void __launch_bounds__(128) exact_check(float a, float b, const float *in, float *out, size_t n) {
  OXIDE_LAUNCH_SHAPE(1, 128, 1, 1);
  BODY
}

using kernel_fn = void (*)(float, float, const float *, float *, size_t);

int main() {
  if (!oxide_examples::announce_device("exact_block"))
    return 2;
  constexpr size_t n = size_t(1) << 25;
  constexpr unsigned block = 128, grid = unsigned((n + block - 1) / block), reps = 20;
  std::mt19937 rng(11);
  const std::vector<float> host = oxide_examples::random_floats(n, rng);
  float *in = nullptr, *out_plain = nullptr, *out = nullptr;
  if (cudaMalloc(&in, n * 4) || cudaMalloc(&out_plain, n * 4) || cudaMalloc(&out, n * 4) ||
      cudaMemcpy(in, host.data(), n * 4, cudaMemcpyHostToDevice))
    return std::printf("cuda setup failed\n"), 1;
  const float a = 1.25f, b = -0.5f;
  auto run = [&](kernel_fn k, float *o) { k<<<grid, block>>>(a, b, in, o, n); };
  std::vector<float> want(n), got(n);
  run(plain, out_plain);
  cudaMemcpy(want.data(), out_plain, n * 4, cudaMemcpyDeviceToHost);
  bool ok = true;
  std::printf("n = 2^25 floats, grid %u x block %u, median of 25 samples x %u launches, each against plain\n",
              grid, block, reps);
  std::printf("| variant | plain ms | variant ms | variant/plain | enqueue us (plain) | enqueue us (variant) |\n"
              "|---|---|---|---|---|---|\n");
  for (auto [name, k] : {std::pair<const char *, kernel_fn>{"block_size (__block_size__, cluster)", block_size},
                         {"launch_bounds (.maxntid only)", launch_bounds},
                         {"exact_check (.maxntid + OXIDE_LAUNCH_SHAPE)", exact_check}}) {
    cudaMemset(out, 0xff, n * 4);
    run(k, out);
    const bool same = cudaDeviceSynchronize() == cudaSuccess &&
                      cudaMemcpy(got.data(), out, n * 4, cudaMemcpyDeviceToHost) == cudaSuccess &&
                      std::memcmp(got.data(), want.data(), n * 4) == 0;
    ok &= same;
    const auto [tp, tv] = oxide_examples::time_pair([&] { run(plain, out_plain); }, [&] { run(k, out); }, reps);
    const auto [ep, ev] = oxide_examples::enqueue_pair([&] { run(plain, out_plain); }, [&] { run(k, out); });
    std::printf("| %s | %.4f | %.4f | %.2f%%%s | %.3f | %.3f |\n", name, tp, tv, 100.0 * tp / tv,
                same ? "" : " (WRONG RESULT)", ep, ev);
  }
  // The backstop itself: another block under exact_check traps.
  exact_check<<<grid * 2, 64>>>(a, b, in, out, n);
  const cudaError_t st = cudaDeviceSynchronize();
  std::printf("exact_check at block 64: %s\n", st == cudaSuccess ? "RAN (no backstop)" : cudaGetErrorName(st));
  ok &= st != cudaSuccess;
  std::printf(ok ? "SUCCESS\n" : "FAILURE\n");
  return ok ? 0 : 1;
}
