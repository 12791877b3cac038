// Bad launches are refused on the CPU, before any CUDA call, with the error
// that names the broken promise. No GPU needed: this runs in CI. The buffers
// are fake addresses; a launch that got past the checks would fail loudly.
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc %t.cu -o %t
// RUN: %t | FileCheck %s --match-full-lines
#include <oxide/oxide.cuh>

#include <cstdint>
#include <cstdio>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, coordinates = u32, block = (16, 16, 1)",
                         "requires = (k >= 1, a.len() >= m * k, b.len() >= k * n, c.len() >= m * n)")]]
__global__ void __launch_bounds__(256)
sgemm_naive_views(std::uint32_t m, std::uint32_t n, std::uint32_t k, float alpha,
                  oxide::slice<const float> a, oxide::slice<const float> b, float beta,
                  oxide::disjoint_slice<float, oxide::index2d<96>> c) {}

namespace demo {
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1), requires = ((input.len() - 1) * 2 >= n, output.len() >= n * stride))
__global__ void strided(oxide::slice<const int> input, unsigned long long n, unsigned long long stride,
                        oxide::disjoint_slice<int> output) {}

// Divisibility: the output is whole 256-element chunks, cut into `tile`s.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (256, 1, 1), requires = (out.len() % 256 == 0, out.len() % tile == 0))
__global__ void chunks(oxide::disjoint_slice<float> out, unsigned tile) {}

// Alignment: both buffers 16-byte aligned, so they can be read as float4.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (256, 1, 1), requires = (aligned(in, 16), aligned(out, 16)))
__global__ void copy4(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {}
} // namespace demo

template <class T>
oxide::slice<const T> fake_in(std::uintptr_t at, std::size_t n) {
  return oxide::slice<const T>::from_raw_parts(reinterpret_cast<const T *>(at), n);
}
template <class T, class S = oxide::index1d>
oxide::disjoint_slice<T, S> fake_out(std::uintptr_t at, std::size_t n) {
  return oxide::disjoint_slice<T, S>::from_raw_parts(reinterpret_cast<T *>(at), n);
}

void report(const char *what, const oxide::result<void> &r) {
  std::printf("%s: %s\n", what, r ? "LAUNCHED (should have been refused)" : r.error().message().c_str());
}

int main() {
  const std::uint32_t m = 128, n = 96, k = 64;
  auto a = fake_in<float>(0x100000, m * k);
  auto b = fake_in<float>(0x200000, k * n);
  auto c = fake_out<float, oxide::index2d<96>>(0x300000, m * n);
  const auto grid = oxide::launch_config::grid_2d({n / 16, m / 16}); // block from the contract

  report("doubled k", oxide::launch<sgemm_naive_views>(nullptr, grid, m, n, 2 * k, 1.5f, a, b, 0.5f, c));
  // CHECK: doubled k: sgemm_naive_views: size requirement `a.len() >= m * k` violated: left-hand side is 8192 (a.len()), right-hand side is 16384 (m = 128, k = 128)
  report("k = 0", oxide::launch<sgemm_naive_views>(nullptr, grid, m, n, 0u, 1.5f, a, b, 0.5f, c));
  // CHECK-NEXT: k = 0: sgemm_naive_views: size requirement `k >= 1` violated: left-hand side is 0 (k), right-hand side is 1

  auto overlapping = fake_out<float, oxide::index2d<96>>(0x100000 + 4 * 100, m * n);
  report("aliasing", oxide::launch<sgemm_naive_views>(nullptr, grid, m, n, k, 1.5f, a, b, 0.5f, overlapping));
  // CHECK-NEXT: aliasing: sgemm_naive_views: argument `c` overlaps argument `a`

  // A length whose byte count wraps past the end of the address space would
  // compare as a small range (here, one inside `a`): refused.
  const std::size_t wrapping_len = 96 * ((SIZE_MAX / sizeof(float)) / 96 + 1);
  report("wrapping", oxide::launch<sgemm_naive_views>(nullptr, grid, m, n, k, 1.5f, a, b, 0.5f,
                                                      fake_out<float, oxide::index2d<96>>(0x100000, wrapping_len)));
  // CHECK-NEXT: wrapping: sgemm_naive_views: argument `c`: its length in bytes runs past the end of the address space

  report("wrong block", oxide::launch<sgemm_naive_views>(nullptr, oxide::launch_config::grid_2d({6, 8}, {32, 8}),
                                                         m, n, k, 1.5f, a, b, 0.5f, c));
  // CHECK-NEXT: wrong block: sgemm_naive_views: block (32, 8, 1) does not match required block (16, 16, 1)
  report("3D grid", oxide::launch<sgemm_naive_views>(nullptr, oxide::launch_config::grid_3d({6, 8, 2}),
                                                     m, n, k, 1.5f, a, b, 0.5f, c));
  // CHECK-NEXT: 3D grid: sgemm_naive_views: a 3D launch (launch_config::grid_3d) does not match the declared 2D domain; use launch_config::grid_2d

  auto prepared = oxide::prepare<sgemm_naive_views>(oxide::launch_config::grid_2d({(1u << 28) + 1, 1}));
  std::printf("u32 coordinates: %s\n", prepared ? "prepared" : prepared.error().message().c_str());
  // CHECK-NEXT: u32 coordinates: sgemm_naive_views: Grid.X 268435457 * Block.X 16 requires 4294967312 coordinates, exceeding the u32 range

  auto empty = fake_in<int>(0x400000, 0);
  auto out = fake_out<int>(0x500000, 1024);
  const auto line = oxide::launch_config::grid_1d(8);
  report("underflow", oxide::launch<demo::strided>(nullptr, line, empty, 4ull, 1ull, out));
  // CHECK-NEXT: underflow: strided: arithmetic in size requirement `(input.len() - 1) * 2 >= n` overflowed the u64 range
  auto input = fake_in<int>(0x400000, (1ull << 32) + 1); // (len - 1) * 2 >= n holds
  report("overflow", oxide::launch<demo::strided>(nullptr, line, input, 1ull << 33, 1ull << 31, out));
  // CHECK-NEXT: overflow: strided: arithmetic in size requirement `output.len() >= n * stride` overflowed the u64 range

  report("not a multiple", oxide::launch<demo::chunks>(nullptr, line, fake_out<float>(0x600000, 1000), 8u));
  // CHECK-NEXT: not a multiple: chunks: size requirement `out.len() % 256 == 0` violated: left-hand side is 232 (out.len() = 1000), right-hand side is 0
  report("zero divisor", oxide::launch<demo::chunks>(nullptr, line, fake_out<float>(0x600000, 1024), 0u));
  // CHECK-NEXT: zero divisor: chunks: size requirement `out.len() % tile == 0` divides by zero: a divisor of `%` is 0 at this launch
  report("tile misfit", oxide::launch<demo::chunks>(nullptr, line, fake_out<float>(0x600000, 1024), 48u));
  // CHECK-NEXT: tile misfit: chunks: size requirement `out.len() % tile == 0` violated: left-hand side is 16 (out.len() = 1024, tile = 48), right-hand side is 0
  report("misaligned", oxide::launch<demo::copy4>(nullptr, line, fake_in<float>(0x700000, 64),
                                                  fake_out<float>(0x800004, 64)));
  // CHECK-NEXT: misaligned: copy4: alignment requirement `aligned(out, 16)` violated: `out` starts at 0x800004, which is not a multiple of 16 bytes
  return 0;
}
