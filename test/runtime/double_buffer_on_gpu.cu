// block_double_buffer::pipeline on a GPU: every step's view holds exactly
// the values the fills gave for that step, in every cell and every thread,
// and the body runs once a step; for row groups (float4, int2, a cell),
// column groups (a transposed slab), one tile and two; with blocks that
// cover the groups exactly, blocks with fewer threads than groups (each
// thread writes several), spare threads (some own none), 2D and 3D blocks,
// and 0, 1, 2, 3 and 7 steps. A buffer that is not in shared memory traps.
// compute-sanitizer's racecheck, synccheck and memcheck run the checks too,
// where the machine has it.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t check > %t.out
// RUN: grep -c "exact" %t.out | grep -qx 100
// RUN: grep -c WRONG %t.out > %t.wrong || true
// RUN: grep -qx 0 %t.wrong
// RUN: %t global > %t.g || true
// RUN: grep -qE "^global: cudaError(LaunchFailure|IllegalInstruction|Assert)$" %t.g
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool racecheck --error-exitcode 1 %t check > %t.race %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool synccheck --error-exitcode 1 %t check > %t.sync %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool memcheck --error-exitcode 1 %t check > %t.mem %}
#include <oxide/oxide.cuh>

#include <cstdio>
#include <cstring>

// The value a fill gives for cell (r, c) of step s of tile `which`: every
// cell of every step of both tiles distinct.
__host__ __device__ int expected(int which, unsigned s, unsigned r, unsigned c) {
  return which * 1000000 + int(s) * 10000 + int(r) * 100 + int(c);
}

// Lane j of a group whose first cell is (r, c).
template <bool AlongRow>
__device__ int lane_value(int which, unsigned s, unsigned r, unsigned c, unsigned j) {
  return AlongRow ? expected(which, s, r, c + j) : expected(which, s, r + j, c);
}

template <class V, bool AlongRow>
__device__ V group_value(int which, unsigned s, unsigned r, unsigned c) {
  if constexpr (sizeof(V) == sizeof(int))
    return V(lane_value<AlongRow>(which, s, r, c, 0));
  else if constexpr (sizeof(V) == 2 * sizeof(int))
    return V{lane_value<AlongRow>(which, s, r, c, 0), lane_value<AlongRow>(which, s, r, c, 1)};
  else
    return V{lane_value<AlongRow>(which, s, r, c, 0), lane_value<AlongRow>(which, s, r, c, 1),
             lane_value<AlongRow>(which, s, r, c, 2), lane_value<AlongRow>(which, s, r, c, 3)};
}

template <class Deal> struct deal_of;
template <class V> struct deal_of<oxide::row_groups<V>> {
  using vector = V;
  static constexpr bool along_row = true;
};
template <class V> struct deal_of<oxide::column_groups<V>> {
  using vector = V;
  static constexpr bool along_row = false;
};

// Every cell of a view against step s; the count of wrong cells.
template <class View> __device__ unsigned wrong_cells(int which, unsigned s, const View &v) {
  unsigned bad = 0;
  for (unsigned r = 0; r < View::rows(); ++r)
    for (unsigned c = 0; c < View::cols(); ++c)
      bad += v(r, c) != expected(which, s, r, c);
  return bad;
}

// One tile: out[0] += wrong cells seen, out[1] += body runs (thread 0).
template <unsigned R, unsigned C, class Deal>
__global__ void one_tile(unsigned steps, unsigned *out) {
  __shared__ oxide::block_double_buffer<int, R, C, Deal> buf;
  using d = deal_of<Deal>;
  unsigned bad = 0, runs = 0;
  buf.pipeline(
      steps,
      [&](unsigned s, unsigned r, unsigned c) {
        return group_value<typename d::vector, d::along_row>(0, s, r, c);
      },
      [&](unsigned s, const auto &v) {
        bad += wrong_cells(0, s, v);
        runs += s == runs; // steps in order, each once
      });
  atomicAdd(&out[0], bad);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0 && blockIdx.x == 0)
    atomicAdd(&out[1], runs);
}

// Two tiles, one loop; the vector reads too.
__global__ void two_tiles(unsigned steps, unsigned *out) {
  __shared__ oxide::block_double_buffer<int, 8, 32, oxide::column_groups<int4>> a;
  __shared__ oxide::block_double_buffer<int, 4, 16, oxide::row_groups<int2>> b;
  unsigned bad = 0, runs = 0;
  a.pipeline(
      steps,
      [&](unsigned s, unsigned r, unsigned c) { return group_value<int4, false>(1, s, r, c); }, b,
      [&](unsigned s, unsigned r, unsigned c) { return group_value<int2, true>(2, s, r, c); },
      [&](unsigned s, const auto &x, const auto &y) {
        bad += wrong_cells(1, s, x) + wrong_cells(2, s, y);
        for (unsigned r = 0; r < 8; ++r) {
          const int4 q = x.template as_vector<int4>(r, threadIdx.x % 8);
          const unsigned c = threadIdx.x % 8 * 4;
          bad += (q.x != expected(1, s, r, c)) + (q.y != expected(1, s, r, c + 1)) +
                 (q.z != expected(1, s, r, c + 2)) + (q.w != expected(1, s, r, c + 3));
        }
        runs += s == runs;
      });
  atomicAdd(&out[0], bad);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0 && blockIdx.x == 0)
    atomicAdd(&out[1], runs);
}

__device__ oxide::block_double_buffer<int, 4, 4> not_shared;

__global__ void global_buffer(unsigned *out) {
  unsigned runs = 0;
  not_shared.pipeline(
      2, [](unsigned, unsigned, unsigned) { return 1; }, [&](unsigned, const auto &) { ++runs; });
  out[0] = runs;
}

template <class Kernel> bool run(const char *name, Kernel k, dim3 block, unsigned steps) {
  unsigned *out = nullptr, host[2] = {};
  cudaMalloc(&out, sizeof host);
  cudaMemset(out, 0, sizeof host);
  k<<<3, block>>>(steps, out);
  const cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  cudaFree(out);
  const bool ok = e == cudaSuccess && host[0] == 0 && host[1] == steps;
  std::printf("%s block %ux%ux%u steps %u: %s (%u wrong cells, %u of %u steps)\n", name, block.x,
              block.y, block.z, steps, ok ? "exact" : "WRONG", host[0], host[1], steps);
  return ok;
}

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "global") == 0) {
    unsigned *out = nullptr;
    cudaMalloc(&out, sizeof(unsigned));
    global_buffer<<<1, 16>>>(out);
    std::printf("global: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
  }
  bool ok = true;
  const dim3 blocks[] = {dim3(8), dim3(32), dim3(100), dim3(16, 4), dim3(4, 2, 3)};
  for (unsigned steps : {0u, 1u, 2u, 3u, 7u})
    for (const dim3 &b : blocks) {
      ok &= run("row_groups<int4> 4x32", one_tile<4, 32, oxide::row_groups<int4>>, b, steps);
      ok &= run("column_groups<int2> 8x16", one_tile<8, 16, oxide::column_groups<int2>>, b, steps);
      ok &= run("row_groups<int> 5x7", one_tile<5, 7, oxide::row_groups<int>>, b, steps);
      ok &= run("two tiles", two_tiles, b, steps);
    }
  // 5 step counts x 5 blocks x 4 kernels: 100 lines, each "exact".
  std::printf(ok ? "SUCCESS\n" : "FAILURE\n");
  return ok ? 0 : 1;
}
