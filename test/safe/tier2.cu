// Rule "Tier-2 operation" (docs/diagnostics.md): CUDA's own barriers,
// shuffles, votes, atomics and cooperative-groups collectives, oxide's
// from_raw_parts and raw accessors, naming an unsafe function without
// calling it, and any use of oxide::detail are refused in safe code;
// directly, in a header helper, in a template and in a lambda. Inside
// [[oxide::unsafe]] they are allowed.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>

#include <cooperative_groups.h>
#include <cuda/std/functional>

#include "Inputs/tier2.h"

namespace cg = cooperative_groups;

template <class T>
__device__ T lanes_sum(T v) {
  return v + __shfl_down_sync(0xffffffffu, v, 1); // expected-error {{'__shfl_down_sync' is a Tier-2 operation}}
}

[[oxide::kernel]]
__global__ void refused(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local = 1.0f;
  unsigned count = 0;
  __syncwarp();                                         // expected-error {{'__syncwarp' is a Tier-2 operation}}
  const unsigned mask = __ballot_sync(0xffffffffu, 1);  // expected-error {{'__ballot_sync' is a Tier-2 operation}}
  atomicAdd(&count, 1u);                                // expected-error {{'atomicAdd' is a Tier-2 operation}}
  cg::this_thread_block().sync();                       // expected-error {{is a Tier-2 operation}}
  quiet_barrier();
  local = lanes_sum(local);
  auto l = [] { __syncthreads(); };                     // expected-error {{'__syncthreads' is a Tier-2 operation}}
  l();
  auto forged = oxide::slice<const float>::from_raw_parts(in.data(), 1u << 30); // expected-error {{'oxide::slice<const float>::from_raw_parts' is a Tier-2 operation}} expected-error {{'oxide::slice<const float>::data' is a Tier-2 operation}}
  const float *end = in.end();                          // expected-error {{'oxide::slice<const float>::end' is a Tier-2 operation}}
  cuda::std::invoke(&oxide::sync_threads);              // expected-error {{safe code names unsafe 'oxide::sync_threads' without calling it}}
  const bool all = oxide::detail::all_of(true, true);   // expected-error {{'oxide::detail::all_of' is in oxide::detail}}
  oxide::detail::checked_t *tag = nullptr;              // expected-error {{'oxide::detail::checked_t' is in oxide::detail}}
  oxide::sync_threads();                                // expected-error {{'oxide::sync_threads' is unsafe}}
  (void)tag;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local + float(mask + count + all) + forged.get(0).value_or(0.0f) + float(end != nullptr);
}

[[oxide::kernel]]
__global__ void quiet(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local = in.get(0).value_or(0.0f);
  __threadfence(); // a fence orders this thread's accesses; it shares nothing
  // SAFETY: every thread of the block reaches this barrier.
  [[oxide::unsafe]] {
    __syncthreads();
    oxide::sync_threads();
    local = __shfl_xor_sync(0xffffffffu, local, 1);
  }
  for (float v : in) // range-for uses the iterators where they cannot step past the end
    local += v;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local;
}
