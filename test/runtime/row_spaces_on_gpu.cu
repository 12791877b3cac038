// block_row, warp_row and block_index on a GPU: every element of every row
// is written exactly once, by the thread the space gives it (blocks of 1,
// 33, 48, 100, 256 threads; a partial last warp owns its row's columns
// with a stride of its launched lanes), rows past the output are an empty
// walk, and a 2D launch writes nothing (fail closed).
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool racecheck --error-exitcode 1 %t > %t.race %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool memcheck --error-exitcode 1 %t > %t.mem %}
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>
#include <vector>

__global__ void mark_block_rows(oxide::disjoint_slice<int, oxide::block_row> out) {
  for (auto c : oxide::thread::columns(out))
    *c += 1;
}

__global__ void mark_warp_rows(oxide::disjoint_slice<int, oxide::warp_row> out) {
  for (auto c : oxide::thread::columns(out))
    *c += 1;
}

__global__ void mark_blocks(oxide::disjoint_slice<int, oxide::block_index> out) {
  if (auto o = out.get_mut(oxide::thread::block_index()))
    *o += 1;
}

template <class Space, class Kernel>
int expect(const char *what, Kernel kernel, unsigned rows, unsigned width, dim3 grid, dim3 block,
           unsigned rows_written) {
  const size_t n = size_t(rows) * width;
  oxide::device_buffer<int> buf(n);
  if (!buf.copy_from_host(std::vector<int>(n, 0)))
    return 1;
  kernel<<<grid, block>>>(buf.template as_disjoint<Space>(width));
  if (cudaDeviceSynchronize() != cudaSuccess)
    return std::printf("%s: launch failed\n", what), 1;
  auto host = buf.to_host();
  size_t good = 0;
  for (size_t i = 0; i < n; ++i)
    good += (*host)[i] == (i / width < rows_written ? 1 : 0);
  std::printf("%-40s %zu of %zu elements as expected\n", what, good, n);
  return good != n;
}

int main() {
  int failures = 0;
  for (unsigned b : {1u, 33u, 48u, 100u, 256u})
    failures += expect<oxide::block_row>("block_row", mark_block_rows, 7, 1000, dim3(7), dim3(b), 7);
  failures += expect<oxide::block_row>("block_row, grid past the rows", mark_block_rows, 5, 300,
                                       dim3(9), dim3(64), 5);
  failures += expect<oxide::block_row>("block_row, grid short of the rows", mark_block_rows, 5, 300,
                                       dim3(3), dim3(64), 3);
  failures += expect<oxide::block_row>("block_row, 2D block", mark_block_rows, 4, 100, dim3(4),
                                       dim3(32, 2), 0);
  for (unsigned b : {32u, 48u, 100u, 256u}) {
    const unsigned warps = (b + 31) / 32;
    failures += expect<oxide::warp_row>("warp_row", mark_warp_rows, 3 * warps, 777, dim3(3), dim3(b),
                                        3 * warps);
  }
  failures += expect<oxide::warp_row>("warp_row, 2D grid", mark_warp_rows, 8, 64, dim3(2, 2),
                                      dim3(64), 0);
  {
    oxide::device_buffer<int> buf(40);
    if (!buf.copy_from_host(std::vector<int>(40, 0)))
      return 1;
    mark_blocks<<<40, 96>>>(buf.as_disjoint<oxide::block_index>());
    cudaDeviceSynchronize();
    auto host = buf.to_host();
    size_t good = 0;
    for (int v : *host)
      good += v == 1;
    std::printf("%-40s %zu of 40 elements as expected\n", "block_index", good);
    failures += good != 40;
  }
  return failures;
}
