// A [[oxide::kernel(raw)]] kernel opts out of the aliasing guarantees, and
// only of them: its traits say raw = true, its checked launcher still checks
// the geometry and `requires` (here refused on the CPU), the header says so in
// words. Scoped unsafe blocks are blanked like every oxide attribute.
// RUN: %oxide-rewrite %s -o %t.cu --header %t.h
// RUN: FileCheck %s --check-prefix=TRAITS < %t.cu
// RUN: FileCheck %s --check-prefix=HEADER < %t.h
// RUN: FileCheck %s --check-prefix=CLEAN < %t.cu
// RUN: %nvcc %t.cu -o %t
// RUN: %t | FileCheck %s --check-prefix=OUT --match-full-lines
#include <oxide/oxide.cuh>
#include <oxide/atomic.cuh>

[[oxide::kernel(raw)]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1)", "requires = (n >= 1)")]]
__global__ void histogram(const unsigned *keys, unsigned n, unsigned *bins) {
  const unsigned i = blockIdx.x * 64 + threadIdx.x;
  // SAFETY: the atomic is built over a live element of bins, and bins is only
  // ever accessed atomically during this launch.
  [[oxide::unsafe]] {
    if (i < n)
      oxide::device_atomic<unsigned>::from_ptr(&bins[keys[i] % 16]).fetch_add(1u);
  }
}
// TRAITS: struct kernel_traits<&::histogram>
// TRAITS: static constexpr bool raw = true;
// HEADER: // histogram is {{\[\[}}oxide::kernel(raw)]]: histogram_launch checks the geometry and `requires`, not the aliasing.
// HEADER: histogram_launch(
// HEADER: histogram_launch_unchecked(
// CLEAN-NOT: {{^[^/]*\[\[oxide::}}

#include <cstdio>

int main() {
  auto say = [](const oxide::result<void> &r) {
    std::printf("%s\n", r ? "launched" : r.error().message().c_str());
  };
  say(oxide::launch<&histogram>(nullptr, oxide::launch_config::grid_1d(1, 32), nullptr, 64u, nullptr));
  say(oxide::launch<&histogram>(nullptr, oxide::launch_config::grid_1d(1), nullptr, 0u, nullptr));
}
// OUT: histogram: block (32, 1, 1) does not match required block (64, 1, 1)
// OUT-NEXT: histogram: size requirement `n >= 1` violated: left-hand side is 0 (n), right-hand side is 1
