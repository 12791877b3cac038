// oxide::block_shared on a GPU: every cell is written by its owner and read
// after the barrier, for blocks with fewer threads than the tile has cells
// (a thread owns several, in both dimensions), more (some own none), 2D
// and 3D blocks, padded rows, two tiles in one phase, and phases back to
// back in a loop (a phase's writes must not race the last one's reads:
// that shows as a wrong sum or a racecheck report); and a block_atomic
// histogram flushed to an atomic_slice. compute-sanitizer's
// racecheck, synccheck and memcheck run it too, where the machine has it.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool racecheck --error-exitcode 1 %t > %t.race %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool synccheck --error-exitcode 1 %t > %t.sync %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool memcheck --error-exitcode 1 %t > %t.mem %}
#include <oxide/oxide.cuh>

#include <cstdio>
#include <vector>

constexpr unsigned n1 = 100, rows = 20, cols = 24, phases = 5;

__device__ __host__ int cell_value(unsigned phase, unsigned block, unsigned i) {
  return int((i * 37u + block * 11u + phase * 7u) % 101u) - 50;
}

// Each thread sums, over the phases, the 1D tile read backwards from its
// own index and a column of the transposed 2D tile, plus a second tile
// published in the same phase.
__global__ void stage(int *out) {
  __shared__ oxide::block_shared<int, n1> line;
  __shared__ oxide::block_shared<int, rows, cols, 3> grid;
  __shared__ oxide::block_shared<int, cols, rows> other;
  const unsigned linear = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  int acc = 0;
  for (unsigned p = 0; p < phases; ++p) {
    acc += line.publish([&](unsigned i) { return cell_value(p, blockIdx.x, i); },
                        [&](const auto &v) { return v[n1 - 1 - linear % n1]; });
    acc += grid.publish(
        [&](unsigned r, unsigned c) { return cell_value(p, blockIdx.x, r * cols + c); }, other,
        [&](unsigned r, unsigned c) { return -cell_value(p, blockIdx.x, r * rows + c); },
        [&](const auto &g, const auto &o) {
          int s = 0;
          for (unsigned r = 0; r < rows; ++r)
            s += g(r, linear % cols) + o(linear % cols, r);
          return s;
        });
  }
  out[blockIdx.x * blockDim.x * blockDim.y * blockDim.z + linear] = acc;
}

int expected(unsigned block, unsigned linear) {
  int acc = 0;
  for (unsigned p = 0; p < phases; ++p) {
    acc += cell_value(p, block, n1 - 1 - linear % n1);
    for (unsigned r = 0; r < rows; ++r)
      acc += cell_value(p, block, r * cols + linear % cols) -
             cell_value(p, block, (linear % cols) * rows + r);
  }
  return acc;
}

int check(dim3 block, unsigned blocks) {
  const unsigned n = block.x * block.y * block.z;
  int *d = nullptr;
  cudaMalloc(&d, sizeof(int) * n * blocks);
  stage<<<blocks, block>>>(d);
  std::vector<int> h(n * blocks);
  const cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h.data(), d, sizeof(int) * h.size(), cudaMemcpyDeviceToHost);
  cudaFree(d);
  if (e != cudaSuccess)
    return std::printf("block (%u,%u,%u): %s\n", block.x, block.y, block.z, cudaGetErrorString(e)), 1;
  unsigned bad = 0;
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < n; ++t)
      bad += h[b * n + t] != expected(b, t);
  std::printf("block (%u,%u,%u) x %u: %u of %u threads wrong\n", block.x, block.y, block.z, blocks,
              bad, n * blocks);
  return bad != 0;
}

// A block histogram of 0..96 (block_atomic), flushed to a global one
// (atomic_slice): every block's counts land, twice over (two tallies).
__global__ void histogram(const unsigned *in, size_t n, unsigned *bins) {
  __shared__ oxide::block_atomic<unsigned, 97> hist;
  const auto data = oxide::slice<const unsigned>::from_raw_parts(in, n);
  const auto out = oxide::atomic_slice<unsigned>::from_raw_parts(bins, 97);
  const size_t stride = size_t(gridDim.x) * blockDim.x * blockDim.y * blockDim.z;
  const size_t first = size_t(blockIdx.x) * blockDim.x * blockDim.y * blockDim.z +
                       (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  for (int round = 0; round < 2; ++round)
    hist.tally(
        [&](const auto &h) {
          for (size_t i = first; i < data.len(); i += stride)
            h.fetch_add(data[i] % 97u, 1u);
        },
        [&](unsigned i, unsigned count) { out.fetch_add(i, count); });
}

int check_histogram(dim3 block, unsigned blocks) {
  const size_t n = 100003;
  std::vector<unsigned> h(n), want(97, 0);
  for (size_t i = 0; i < n; ++i)
    h[i] = unsigned(i * 2654435761u >> 7), want[h[i] % 97u] += 2;
  unsigned *d = nullptr, *bins = nullptr;
  cudaMalloc(&d, n * sizeof(unsigned));
  cudaMalloc(&bins, 97 * sizeof(unsigned));
  cudaMemcpy(d, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemset(bins, 0, 97 * sizeof(unsigned));
  histogram<<<blocks, block>>>(d, n, bins);
  std::vector<unsigned> got(97);
  const cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(got.data(), bins, 97 * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(bins);
  if (e != cudaSuccess)
    return std::printf("histogram (%u,%u,%u): %s\n", block.x, block.y, block.z, cudaGetErrorString(e)), 1;
  const bool ok = got == want;
  std::printf("histogram block (%u,%u,%u) x %u: %s\n", block.x, block.y, block.z, blocks,
              ok ? "equal to the CPU" : "WRONG");
  return !ok;
}

int main() {
  int failures = 0;
  for (unsigned x : {1u, 33u, 96u, 97u, 256u, 1024u})
    failures += check_histogram(dim3(x), 7);
  failures += check_histogram(dim3(8, 4, 3), 5);
  for (unsigned x : {1u, 7u, 31u, 33u, 100u, 256u, 1024u})
    failures += check(dim3(x), 3);
  failures += check(dim3(5, 3), 2);   // fewer threads than cells in both dimensions
  failures += check(dim3(32, 32), 2); // more in both
  failures += check(dim3(8, 4, 3), 2);
  failures += check(dim3(24, 2, 5), 2);
  return failures;
}
