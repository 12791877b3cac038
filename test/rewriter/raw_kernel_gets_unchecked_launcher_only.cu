// A [[oxide::kernel(raw)]] kernel opts out of the aliasing check and gets
// only the unchecked launcher: its traits say raw = true, the header says so
// in words and declares no checked k_launch, and oxide::launch<k> does not
// compile for it. Scoped unsafe blocks are blanked like every oxide attribute.
// RUN: %oxide-rewrite %s -o %t.cu --header %t.h
// RUN: FileCheck %s --check-prefix=TRAITS < %t.cu
// RUN: FileCheck %s --check-prefix=HEADER < %t.h
// RUN: FileCheck %s --check-prefix=CLEAN < %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// RUN: not %nvcc -c -DLAUNCH_CHECKED %t.cu -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=REFUSED
#include <oxide/oxide.cuh>

[[oxide::kernel(raw)]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1)")]]
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
// HEADER: // histogram is {{\[\[}}oxide::kernel(raw)]]: it has only the unchecked launcher.
// HEADER: histogram_launch_unchecked(
// HEADER-NOT: histogram_launch(
// CLEAN-NOT: {{^[^/]*\[\[oxide::}}

#ifdef LAUNCH_CHECKED
void launch_it(oxide::device_buffer<unsigned> &k, oxide::device_buffer<unsigned> &b) {
  (void)oxide::launch<histogram>(nullptr, oxide::launch_config::grid_1d(1), k, 64u, b);
}
#endif
// REFUSED: a {{\[\[}}oxide::kernel(raw)]] kernel has only launch_unchecked
