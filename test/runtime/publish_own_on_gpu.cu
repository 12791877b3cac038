// block_shared::publish_own, publish_steps and view_steps on a GPU: a tiled
// product whose k-loop walks each thread's row of A and column of B
// (steps<16>) and publishes the two values to the thread's own cells, one
// publish_own a step or one publish_steps for the loop (two tiles, and one:
// A's row sums), for inner sizes that
// are and are not multiples of the tile (the walks give 0 past the edge),
// with blocks that cover the tiles exactly, with spare threads in x and
// with a z extent past the tile (those threads own no cell); products in
// small integers, so the sums are exact. A block with fewer threads than
// the tile has cells in a dimension (x, or y and z together, which deal the
// rows) traps: the cells no thread owns would be read unwritten. One such
// block a process. publish_steps takes its unchecked loop where every walk
// of the block holds every step (the inner blocks of k = 16 and 64 with a
// 16 x 16 block) and its checked one elsewhere (the edge blocks, k = 37,
// the spare threads): both run here, and the walks end empty either way;
// a loop split in two calls (one step, then the rest) gives the same
// product, so each call leaves the walks where the next one starts.
// Two misuses must not read past a walk: the same walk passed twice, and a
// read that steps the walks itself (publish_steps loops over copies it
// stores back): they run, end with the walks empty, and memcheck is clean
// (their products are not compared). compute-sanitizer's racecheck, synccheck and
// memcheck run the covering blocks too, where the machine has it.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t cover > %t.out
// RUN: grep -c "exact" %t.out | grep -qx 36
// RUN: grep -c "ran, walks empty" %t.out | grep -qx 18
// RUN: grep -c WRONG %t.out > %t.wrong || true
// RUN: grep -qx 0 %t.wrong
// RUN: %t short 8x16x1 > %t.s1 || true
// RUN: grep -qE "^short 8x16x1: cudaError(LaunchFailure|IllegalInstruction|Assert)$" %t.s1
// RUN: %t short 16x8x1 > %t.s2 || true
// RUN: grep -qE "^short 16x8x1: cudaError(LaunchFailure|IllegalInstruction|Assert)$" %t.s2
// RUN: %t short 8x8x4 > %t.s3 || true
// RUN: grep -qE "^short 8x8x4: cudaError(LaunchFailure|IllegalInstruction|Assert)$" %t.s3
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool racecheck --error-exitcode 1 %t cover > %t.race %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool synccheck --error-exitcode 1 %t cover > %t.sync %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool memcheck --error-exitcode 1 %t cover > %t.mem %}
#include <oxide/oxide.cuh>

#include <cstdio>
#include <cstring>
#include <vector>

constexpr unsigned tile = 16;

// C (n x n) = A (n x k) * B (k x n), one 16 x 16 tile of C a block; with
// Loop == row_sums, C's row r is A's row r summed (one tile).
enum loop_kind { own_a_step, steps_two, row_sums, split, aliased, read_steps };

template <loop_kind Loop>
__global__ void own_product(unsigned n, unsigned k, const float *a, const float *b, float *c) {
  __shared__ oxide::block_shared<float, tile, tile> as, bs;
  const auto av = oxide::slice<const float>::from_raw_parts(a, size_t(n) * k);
  const auto bv = oxide::slice<const float>::from_raw_parts(b, size_t(k) * n);
  const unsigned row = blockIdx.y * tile + threadIdx.y, col = blockIdx.x * tile + threadIdx.x;
  auto a_walk = oxide::matrix_view(av, k).row(row, k).value_or(oxide::row_view<const float>::empty()).steps<tile>(threadIdx.x);
  auto b_walk = oxide::matrix_view(bv, n).col(col, k).value_or(oxide::col_view<const float>::empty()).steps<tile>(threadIdx.y);
  const bool mine = threadIdx.x < tile && threadIdx.y < tile;
  float sum = 0.0f;
  const auto product = [&](const auto &at, const auto &bt) {
    float s = 0.0f;
    if (mine)
      for (unsigned i = 0; i < tile; ++i)
        s += at(threadIdx.y, i) * bt(i, threadIdx.x);
    return s;
  };
  if constexpr (Loop == own_a_step) {
    for (unsigned t = 0; t < k; t += tile) {
      const float x = a_walk.next_or(0.0f), y = b_walk.next_or(0.0f);
      sum += as.publish_own(x, bs, y, product);
    }
  } else if constexpr (Loop == steps_two) {
    as.publish_steps((k + tile - 1) / tile, a_walk, bs, b_walk,
                     [&](const auto &at, const auto &bt) { sum += product(at, bt); });
  } else if constexpr (Loop == split) { // the first step, then the rest: the walks carry on
    const auto add = [&](const auto &at, const auto &bt) { sum += product(at, bt); };
    const unsigned steps = (k + tile - 1) / tile;
    as.publish_steps(1u, a_walk, bs, b_walk, add);
    as.publish_steps(steps - 1, a_walk, bs, b_walk, add);
  } else if constexpr (Loop == aliased) {
    as.publish_steps((k + tile - 1) / tile, a_walk, bs, a_walk,
                     [&](const auto &at, const auto &bt) { sum += product(at, bt); });
    b_walk = a_walk;
  } else if constexpr (Loop == read_steps) {
    as.publish_steps((k + tile - 1) / tile, a_walk, bs, b_walk, [&](const auto &at, const auto &bt) {
      sum += product(at, bt) + a_walk.next_or(0.0f) + b_walk.next_or(0.0f);
    });
  } else {
    as.publish_steps((k + tile - 1) / tile, a_walk, [&](const auto &at) {
      if (mine)
        for (unsigned i = 0; i < tile; ++i)
          sum += at(threadIdx.y, i);
    });
  }
  // The walks have given every element they hold, and stay empty.
  if (a_walk.left() != 0 || (Loop != row_sums && b_walk.left() != 0) || a_walk.next_or(-1.0f) != -1.0f)
    sum = -1e30f;
  if (mine && threadIdx.z == 0 && row < n && col < n)
    c[size_t(row) * n + col] = sum;
}

float value(unsigned i, unsigned salt) { return float(int((i * 2654435761u + salt) % 7u) - 3); }

cudaError_t run(loop_kind loop, dim3 block, unsigned n, unsigned k, std::vector<float> &got,
                std::vector<float> &want) {
  std::vector<float> a(size_t(n) * k), b(size_t(k) * n);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = value(unsigned(i), 1);
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = value(unsigned(i), 2);
  want.assign(size_t(n) * n, 0.0f);
  for (unsigned r = 0; r < n; ++r)
    for (unsigned j = 0; j < n; ++j)
      for (unsigned i = 0; i < k; ++i)
        want[size_t(r) * n + j] += a[size_t(r) * k + i] * (loop == row_sums ? 1.0f : b[size_t(i) * n + j]);
  float *da, *db, *dc;
  cudaMalloc(&da, a.size() * 4), cudaMalloc(&db, b.size() * 4), cudaMalloc(&dc, want.size() * 4);
  cudaMemcpy(da, a.data(), a.size() * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * 4, cudaMemcpyHostToDevice);
  const dim3 grid((n + tile - 1) / tile, (n + tile - 1) / tile);
  if (loop == own_a_step)
    own_product<own_a_step><<<grid, block>>>(n, k, da, db, dc);
  else if (loop == steps_two)
    own_product<steps_two><<<grid, block>>>(n, k, da, db, dc);
  else if (loop == row_sums)
    own_product<row_sums><<<grid, block>>>(n, k, da, db, dc);
  else if (loop == split)
    own_product<split><<<grid, block>>>(n, k, da, db, dc);
  else if (loop == aliased)
    own_product<aliased><<<grid, block>>>(n, k, da, db, dc);
  else
    own_product<read_steps><<<grid, block>>>(n, k, da, db, dc);
  const cudaError_t e = cudaDeviceSynchronize();
  got.resize(want.size());
  cudaMemcpy(got.data(), dc, want.size() * 4, cudaMemcpyDeviceToHost);
  cudaFree(da), cudaFree(db), cudaFree(dc);
  return e;
}

int cover() {
  int failures = 0;
  const char *const names[] = {"publish_own", "publish_steps", "publish_steps (one tile)",
                               "publish_steps (one step, then the rest)",
                               "publish_steps (one walk twice)", "publish_steps (read steps the walks)"};
  for (loop_kind loop : {own_a_step, steps_two, row_sums, split, aliased, read_steps})
  for (dim3 block : {dim3(16, 16), dim3(32, 16), dim3(16, 16, 2)})
    for (unsigned k : {16u, 37u, 64u}) {
      std::vector<float> got, want;
      const cudaError_t e = run(loop, block, 40, k, got, want);
      const bool misuse = loop == aliased || loop == read_steps;
      bool ok = e == cudaSuccess && (misuse || got == want);
      for (float g : got) // a walk not empty at the end
        ok = ok && g != -1e30f;
      std::printf("%s, block (%u,%u,%u), k = %u: %s\n", names[loop], block.x, block.y, block.z, k,
                  e != cudaSuccess ? cudaGetErrorString(e) : !ok ? "WRONG" : misuse ? "ran, walks empty" : "exact");
      failures += !ok;
    }
  return failures;
}

int main(int argc, char **argv) {
  if (argc > 2 && std::strcmp(argv[1], "short") == 0) {
    unsigned x = 0, y = 0, z = 0;
    if (std::sscanf(argv[2], "%ux%ux%u", &x, &y, &z) != 3)
      return 2;
    std::vector<float> got, want;
    const cudaError_t e = run(own_a_step, dim3(x, y, z), 40, 37, got, want);
    std::printf("short %s: %s\n", argv[2], e == cudaSuccess ? "ran" : cudaGetErrorName(e));
    return e == cudaSuccess;
  }
  return cover();
}
