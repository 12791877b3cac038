// oxide's block and warp collectives on a GPU: every thread gets the same,
// exact result, for block sizes that are not whole warps (1, 31, 33, 48,
// 100), whole ones (32, 256, 1024), 2D and 3D blocks, and back-to-back
// calls (each reuses its shared scratch: a race there shows as a wrong sum
// or a racecheck report). compute-sanitizer's racecheck, synccheck and
// memcheck run it too, where the machine has it.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool racecheck --error-exitcode 1 %t > %t.race %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool synccheck --error-exitcode 1 %t > %t.sync %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool memcheck --error-exitcode 1 %t > %t.mem %}
#include <oxide/oxide.cuh>

#include <algorithm>
#include <cstdio>
#include <vector>

// Each thread's value is a function of its linear index in the block and
// of the block; each thread writes what every collective gave it.
struct results {
  int block_sum, block_max, block_min, block_bcast, warp_sum, warp_max, warp_bcast, repeat;
};

__device__ int value_of(unsigned linear) { return int((linear * 37u + blockIdx.x * 11u) % 101u) - 50; }

__global__ void collectives(results *out) {
  const unsigned linear = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  const int v = value_of(linear);
  results r;
  r.block_sum = oxide::block::reduce_add(v);
  r.block_max = oxide::block::reduce_max(v);
  r.block_min = oxide::block::reduce_min(v);
  r.block_bcast = oxide::block::broadcast(v, blockDim.x * blockDim.y * blockDim.z - 1);
  r.warp_sum = oxide::warp::reduce_add(v);
  r.warp_max = oxide::warp::reduce_max(v);
  r.warp_bcast = oxide::warp::broadcast(v, 0);
  // Back to back: the second call's partials must not race the first's reads.
  int acc = 0;
  for (int i = 0; i < 8; ++i)
    acc += oxide::block::reduce_add(v + i);
  r.repeat = acc;
  out[blockIdx.x * blockDim.x * blockDim.y * blockDim.z + linear] = r;
}

// Floating point: the sum is exact for small integers, max and min are
// fmaxf and fminf.
__global__ void float_collectives(float *out) {
  const unsigned linear = threadIdx.x;
  const float v = float(value_of(linear)) * 0.5f;
  const float s = oxide::block::reduce_add(v) + oxide::warp::reduce_max(v) * 1000.0f;
  out[blockIdx.x * blockDim.x + linear] = s;
}

int check(dim3 block, unsigned blocks) {
  const unsigned n = block.x * block.y * block.z;
  results *d = nullptr;
  cudaMalloc(&d, sizeof(results) * n * blocks);
  collectives<<<blocks, block>>>(d);
  std::vector<results> h(n * blocks);
  const cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h.data(), d, sizeof(results) * h.size(), cudaMemcpyDeviceToHost);
  cudaFree(d);
  if (e != cudaSuccess)
    return std::printf("block (%u,%u,%u): %s\n", block.x, block.y, block.z, cudaGetErrorString(e)), 1;
  unsigned bad = 0;
  for (unsigned b = 0; b < blocks; ++b) {
    auto val = [&](unsigned t) { return int((t * 37u + b * 11u) % 101u) - 50; };
    int sum = 0, mx = -1000, mn = 1000, repeat = 0;
    for (unsigned t = 0; t < n; ++t)
      sum += val(t), mx = std::max(mx, val(t)), mn = std::min(mn, val(t));
    for (int i = 0; i < 8; ++i)
      repeat += sum + i * int(n);
    for (unsigned t = 0; t < n; ++t) {
      const results &r = h[b * n + t];
      const unsigned w0 = t / 32 * 32, w1 = std::min(n, w0 + 32);
      int wsum = 0, wmax = -1000;
      for (unsigned l = w0; l < w1; ++l)
        wsum += val(l), wmax = std::max(wmax, val(l));
      bad += r.block_sum != sum || r.block_max != mx || r.block_min != mn ||
             r.block_bcast != val(n - 1) || r.warp_sum != wsum || r.warp_max != wmax ||
             r.warp_bcast != val(w0) || r.repeat != repeat;
    }
  }
  std::printf("block (%u,%u,%u) x %u: %u of %u threads wrong\n", block.x, block.y, block.z, blocks,
              bad, n * blocks);
  return bad != 0;
}

int main() {
  int failures = 0;
  for (unsigned x : {1u, 31u, 32u, 33u, 48u, 100u, 256u, 1024u})
    failures += check(dim3(x), 3);
  failures += check(dim3(16, 3), 2);
  failures += check(dim3(8, 4, 3), 2);
  float *f = nullptr;
  cudaMalloc(&f, sizeof(float) * 96 * 2);
  float_collectives<<<2, 96>>>(f);
  std::vector<float> h(96 * 2);
  cudaMemcpy(h.data(), f, sizeof(float) * h.size(), cudaMemcpyDeviceToHost);
  cudaFree(f);
  unsigned bad = 0;
  for (unsigned b = 0; b < 2; ++b) {
    float sum = 0;
    for (unsigned t = 0; t < 96; ++t)
      sum += float(int((t * 37u + b * 11u) % 101u) - 50) * 0.5f;
    for (unsigned t = 0; t < 96; ++t) {
      float wmax = -1e9f;
      for (unsigned l = t / 32 * 32; l < t / 32 * 32 + 32; ++l)
        wmax = std::max(wmax, float(int((l * 37u + b * 11u) % 101u) - 50) * 0.5f);
      bad += h[b * 96 + t] != sum + wmax * 1000.0f;
    }
  }
  std::printf("float: %u of 192 threads wrong\n", bad);
  failures += bad != 0;
  return failures;
}
