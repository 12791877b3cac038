// index_2d<S>: each in-range (row, col) owns row * S + col exactly once;
// threads whose column is outside the row get nothing, so they cannot alias
// the next row.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>

constexpr size_t S = 40; // not a multiple of the block width

__global__ void mark(oxide::disjoint_slice<int, oxide::index2d<S>> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    atomicAdd(&*o, 1 + static_cast<int>(idx.get() % 7)); // counts writers, too
}

int main() {
  const size_t rows = 30, n = rows * S;
  oxide::device_buffer<int> buf(n);
  if (!buf.copy_from_host(std::vector<int>(n, 0)))
    return 10;
  mark<<<dim3(3, 2), dim3(16, 16)>>>(buf.as_disjoint<oxide::index2d<S>>()); // 48 x 32 threads
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 11;
  auto host = buf.to_host();
  size_t good = 0;
  for (size_t i = 0; i < n; ++i)
    good += (*host)[i] == 1 + static_cast<int>(i % 7);
  std::printf("index2d<%zu>: %zu of %zu cells written exactly once\n", S, good, n);
  return good == n ? 0 : 1;
}
