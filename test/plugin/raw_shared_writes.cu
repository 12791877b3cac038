// A raw __shared__ variable written from an oxide kernel body outside an
// [[oxide::unsafe]] block is an error, with a note pointing at
// oxide::shared_array. Reads, non-kernel code, unsafe blocks and
// shared_array (checked by the unsafe-scope rule instead) stay quiet.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only %s 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

__device__ void fill(float *p) { p[0] = 0.0f; }
__device__ void bump(float &r) { r += 1.0f; }
__device__ float peek(const float *p) { return p[0]; }
struct pair { float a, b; };

// --- violations --------------------------------------------------------------

[[oxide::kernel]]
__global__ void writes(oxide::disjoint_slice<float> out) {
  __shared__ float tile[64];
  __shared__ unsigned count;
  __shared__ pair pr;
  extern __shared__ float dyn[];
  tile[threadIdx.x] = 1.0f;   // expected-error {{kernel 'writes' writes __shared__ variable 'tile' outside an [[oxide::unsafe]] block; every thread of the block can write it, so say why this write cannot race: // SAFETY: ... [[oxide::unsafe]] { ... }}}
  count++;                    // expected-error {{writes __shared__ variable 'count'}}
  pr.b *= 2.0f;               // expected-error {{writes __shared__ variable 'pr'}}
  *(dyn + threadIdx.x) = 3.0f; // expected-error {{writes __shared__ variable 'dyn'}}
  atomicAdd(&count, 1u);      // expected-error {{writes __shared__ variable 'count'}}
  fill(tile);                 // expected-error {{writes __shared__ variable 'tile'}}
  bump(tile[1]);              // expected-error {{writes __shared__ variable 'tile'}}
  auto set = [&] { dyn[0] = 0.0f; }; // expected-error {{writes __shared__ variable 'dyn'}}
  set();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = tile[0] + float(count) + pr.a + dyn[1] + peek(tile); // reads: quiet
}
// CHECK: note: declared here; oxide::shared_array<T, N> gives the same storage with its access marked unsafe at the API

// Checked per instantiation, reported once.
template <class T>
[[oxide::kernel]]
__global__ void templated(oxide::disjoint_slice<T> out) {
  __shared__ T stage[32];
  stage[threadIdx.x % 32] = T(1); // expected-error {{kernel 'templated' writes __shared__ variable 'stage'}}
}
template __global__ void templated<float>(oxide::disjoint_slice<float>);
template __global__ void templated<int>(oxide::disjoint_slice<int>);
// CHECK-COUNT-1: error: kernel 'templated' writes __shared__ variable 'stage'

// --- near misses and allowed writes: all quiet ----------------------------------

[[oxide::kernel]]
__global__ void inside_unsafe(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float tile[64];
  __shared__ oxide::shared_array<float, 64> arr;
  float local[4];
  local[0] = in.get(threadIdx.x).value_or(0.0f); // a local array is not shared
  // SAFETY: thread t writes slot t only; the barrier orders writes before reads.
  [[oxide::unsafe]] {
    tile[threadIdx.x % 64] = local[0];
    arr[threadIdx.x % 64] = local[0];
    oxide::sync_threads();
    local[1] = tile[(threadIdx.x + 1) % 64] + arr[0];
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local[1];
}

// Not an oxide kernel: plain CUDA keeps its rules.
__global__ void plain_cuda(float *out) {
  __shared__ float tile[32];
  tile[threadIdx.x % 32] = 1.0f;
  __syncthreads();
  out[threadIdx.x] = tile[0];
}
__device__ void plain_helper() {
  __shared__ int flag;
  flag = 1;
}
