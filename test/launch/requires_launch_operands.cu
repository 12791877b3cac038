// The operands issue 19 added to `requires`, refused on the CPU before any
// CUDA call: signed scalars (a negative one is its own error), the launch
// geometry, dynamic shared memory, an output's host-bound row width, struct
// fields, and `||` alternatives for optional buffers. Each refusal names the
// value of every operand. No GPU needed: the buffers are fake addresses.
// The plugin accepts every contract here (OXIDE_IDE: the launchers do not
// exist before the rewrite, as in an editor); the generated launchers compile
// with nvcc and with clang.
// RUN: %clang_cuda_plugin -fsyntax-only -DOXIDE_IDE -Xclang -verify %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %clang_cuda -fsyntax-only %t.cu
// RUN: %nvcc %t.cu -o %t
// RUN: %t | FileCheck %s --match-full-lines
// expected-no-diagnostics
#include <oxide/oxide.cuh>

#include <cstdint>
#include <cstdio>

struct dims {
  std::uint32_t w;
  int h;
  float scale;
};

// A grid that must cover the output, with int sizes as the raw code had them.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1),
                      requires = (out.len() == n, threads >= n, bias.len() == 0 || bias.len() >= c))
__global__ void scale(oxide::disjoint_slice<float> out, int n, oxide::slice<const float> bias, int c) {}

// A dynamic shared buffer of 8 bytes a thread.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (256, 1, 1), dynamic_shared_range = (0, 49152),
                      requires = (dynamic_shared >= 8 * block.x, grid.x <= in.len()))
__global__ void staged(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {}

// A row width bound on the host, checked against a struct's field.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 2, block = (16, 16, 1),
                      requires = (out.width() == d.w, out.len() >= d.w * d.h))
__global__ void rows(oxide::disjoint_slice<float, oxide::runtime_index2d> out, dims d) {}

template <class T>
oxide::slice<const T> fake_in(std::uintptr_t at, std::size_t n) {
  return oxide::slice<const T>::from_raw_parts(reinterpret_cast<const T *>(at), n);
}
oxide::disjoint_slice<float> fake_out(std::uintptr_t at, std::size_t n) {
  return oxide::disjoint_slice<float>::from_raw_parts(reinterpret_cast<float *>(at), n);
}

void report(const char *what, const oxide::result<void> &r) {
  std::printf("%s: %s\n", what, r ? "LAUNCHED (should have been refused)" : r.error().message().c_str());
}

int main() {
  auto out = fake_out(0x100000, 6000);
  auto no_bias = fake_in<float>(0, 0);
  auto short_bias = fake_in<float>(0x200000, 5);
  const auto cover = oxide::launch_config::grid_1d(47); // 6016 threads

  report("negative n", oxide::launch<scale>(nullptr, cover, out, -3, no_bias, 8));
  // CHECK: negative n: scale: `n` is -3; requires operands must be non-negative
  report("short grid", oxide::launch<scale>(nullptr, oxide::launch_config::grid_1d(46), out, 6000, no_bias, 8));
  // CHECK-NEXT: short grid: scale: size requirement `threads >= n` violated: left-hand side is 5888 (threads), right-hand side is 6000 (n)
  report("short bias", oxide::launch<scale>(nullptr, cover, out, 6000, short_bias, 8));
  // CHECK-NEXT: short bias: scale: size requirement `bias.len() == 0 || bias.len() >= c` violated: `bias.len() == 0`: left-hand side is 5 (bias.len()), right-hand side is 0; `bias.len() >= c`: left-hand side is 5 (bias.len()), right-hand side is 8 (c)
  report("negative c", oxide::launch<scale>(nullptr, cover, out, 6000, no_bias, -1));
  // CHECK-NEXT: negative c: scale: `c` is -1; requires operands must be non-negative

  auto in = fake_in<float>(0x300000, 64);
  auto staged_out = fake_out(0x400000, 64);
  report("small shared", oxide::launch<staged>(nullptr, oxide::launch_config::grid_1d(4, 0, 1024), in, staged_out));
  // CHECK-NEXT: small shared: staged: size requirement `dynamic_shared >= 8 * block.x` violated: left-hand side is 1024 (dynamic_shared), right-hand side is 2048 (block.x = 256)
  report("big grid", oxide::launch<staged>(nullptr, oxide::launch_config::grid_1d(65, 0, 2048), in, staged_out));
  // CHECK-NEXT: big grid: staged: size requirement `grid.x <= in.len()` violated: left-hand side is 65 (grid.x), right-hand side is 64 (in.len())

  using wide = oxide::disjoint_slice<float, oxide::runtime_index2d>;
  const auto tiles = oxide::launch_config::grid_2d({7, 4});
  auto bound = wide::from_raw_parts(reinterpret_cast<float *>(0x500000), 5999, 100);
  report("wrong width", oxide::launch<rows>(nullptr, tiles, bound, dims{99, 60, 1.0f}));
  // CHECK-NEXT: wrong width: rows: size requirement `out.width() == d.w` violated: left-hand side is 100 (out.width()), right-hand side is 99 (d.w)
  report("short rows", oxide::launch<rows>(nullptr, tiles, bound, dims{100, 60, 1.0f}));
  // CHECK-NEXT: short rows: rows: size requirement `out.len() >= d.w * d.h` violated: left-hand side is 5999 (out.len()), right-hand side is 6000 (d.w = 100, d.h = 60)
  report("negative field", oxide::launch<rows>(nullptr, tiles, bound, dims{100, -60, 1.0f}));
  // CHECK-NEXT: negative field: rows: `d.h` is -60; requires operands must be non-negative

  // And the same launches, with every promise kept, pass every check: the
  // only refusal left is the one for having no GPU (or none at all).
  oxide::launch_config resolved = cover; // the block comes from the contract
  const bool passes = !oxide::check_geometry("scale", oxide::kernel_traits<&scale>::contract, resolved) &&
                      !oxide::kernel_traits<&scale>::check_requires(resolved, out, 6000, no_bias, 8) &&
                      !oxide::kernel_traits<&scale>::check_requires(resolved, out, 6000, fake_in<float>(0x200000, 8), 8) &&
                      !oxide::kernel_traits<&rows>::check_requires(tiles, bound, dims{100, 59, 1.0f});
  std::printf("kept promises pass: %s\n", passes ? "yes" : "no");
  // CHECK-NEXT: kept promises pass: yes
  return 0;
}
