// oxide::atomic_slice as a kernel parameter: a histogram kernel compiles
// with no unsafe code; the launcher takes a device_buffer or an
// atomic_slice for it, checks `requires` on its length, and refuses a
// launch where it overlaps another argument (an input read plainly while
// other threads update it atomically would race) or another atomic_slice.
// Refused on the CPU, before any CUDA call (fake addresses; no GPU needed).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -DOXIDE_IDE %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc %t.cu -o %t
// RUN: %t | FileCheck %s --match-full-lines
#include <oxide/oxide.cuh>

#include <cstdint>
#include <cstdio>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1", "requires = (bins.len() >= 256)")]]
__global__ void __launch_bounds__(256) histogram(oxide::slice<const unsigned char> in, oxide::atomic_slice<unsigned> bins) {
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = oxide::thread::index_1d().get(); i < in.len(); i += stride)
    bins.fetch_add(in[i], 1u);
}

[[oxide::kernel]]
__global__ void two_tallies(oxide::atomic_slice<int> a, oxide::atomic_slice<int> b) {
  a.fetch_max(0, int(threadIdx.x));
  b.fetch_add(0, a.load(0));
}

template <class T>
oxide::atomic_slice<T> fake_atomic(std::uintptr_t at, std::size_t n) {
  return oxide::atomic_slice<T>::from_raw_parts(reinterpret_cast<T *>(at), n);
}

void report(const char *what, const oxide::result<void> &r) {
  std::printf("%s: %s\n", what, r ? "LAUNCHED (should have been refused)" : r.error().message().c_str());
}

int main() {
  auto in = oxide::slice<const unsigned char>::from_raw_parts(reinterpret_cast<const unsigned char *>(0x100000), 4096);
  const auto cfg = oxide::launch_config::grid_1d(4, 256);
  report("short bins", oxide::launch<histogram>(nullptr, cfg, in, fake_atomic<unsigned>(0x200000, 255)));
  // CHECK: short bins: histogram: size requirement `bins.len() >= 256` violated: left-hand side is 255 (bins.len()), right-hand side is 256
  report("bins inside the input", oxide::launch<histogram>(nullptr, cfg, in, fake_atomic<unsigned>(0x100000 + 64, 256)));
  // CHECK-NEXT: bins inside the input: histogram: argument `bins` overlaps argument `in`
  report("one tally twice", oxide::launch<two_tallies>(nullptr, cfg, fake_atomic<int>(0x300000, 4), fake_atomic<int>(0x300000, 4)));
  // CHECK-NEXT: one tally twice: two_tallies: argument `a` overlaps argument `b`
}
