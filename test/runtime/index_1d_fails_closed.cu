// cuda-oxide#115: index_1d is unique only in a 1D launch. With any y or z
// extent (block or grid) every witness is invalid and get_mut gives nothing.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>

__global__ void mark(oxide::disjoint_slice<int> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o += 1;
}

int main() {
  const size_t n = 256;
  oxide::device_buffer<int> buf(n);
  if (!buf.copy_from_host(std::vector<int>(n, 0)))
    return 10;
  int failures = 0;
  auto expect = [&](const char *what, dim3 grid, dim3 block, int want) {
    if (!buf.copy_from_host(std::vector<int>(n, 0)))
      ++failures;
    mark<<<grid, block>>>(buf.as_disjoint());
    if (cudaDeviceSynchronize() != cudaSuccess)
      return (void)(++failures, std::printf("%s: launch failed\n", what));
    auto host = buf.to_host();
    size_t good = 0;
    for (int v : *host)
      good += v == want;
    std::printf("%-24s %zu of %zu elements == %d\n", what, good, n, want);
    failures += good != n;
  };
  expect("1D grid, 1D block", dim3(2), dim3(128), 1);
  expect("2D grid", dim3(2, 2), dim3(128), 0);
  expect("2D block", dim3(2), dim3(64, 2), 0);
  expect("3D block", dim3(1), dim3(64, 2, 2), 0);
  expect("3D grid", dim3(1, 1, 2), dim3(256), 0);
  return failures;
}
