// A Tier-2 API (OXIDE_UNSAFE_FN in device_lib) is refused outside an
// [[oxide::unsafe]] block; inside one, inside a lambda written in one, and
// inside an OXIDE_UNSAFE_FN function it is allowed. Templates are checked per
// instantiation and reported once.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only %s 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>
#include <oxide/atomic.cuh>

// --- violations --------------------------------------------------------------

[[oxide::kernel]]
__global__ void shared_outside(oxide::disjoint_slice<float> out) {
  __shared__ oxide::shared_array<float, 32> tile;
  tile[threadIdx.x % 32] = 1.0f; // expected-error {{'oxide::shared_array<float, 32>::operator[]' is unsafe: call it only inside an [[oxide::unsafe]] block, preceded by a // SAFETY: comment that says why its contract holds here}}
  oxide::sync_threads();         // expected-error {{'oxide::sync_threads' is unsafe}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = tile[0];                // expected-error {{'oxide::shared_array<float, 32>::operator[]' is unsafe}}
}

[[oxide::kernel]]
__global__ void shared_vector_outside(oxide::disjoint_slice<float> out) {
  __shared__ oxide::shared_array<float, 32, 16> tile;
  tile.as_vector<float4>(threadIdx.x % 8) = float4{}; // expected-error {{'oxide::shared_array<float, 32, 16>::as_vector' is unsafe}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
// CHECK: note: 'operator[]' is declared unsafe here; its SAFETY contract is documented with it

[[oxide::kernel]]
__global__ void warp_outside(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::warp1d> out) {
  float v = in.get(threadIdx.x).value_or(0.0f);
  v += oxide::warp::shuffle_xor(oxide::warp::full_mask, v, 16); // expected-error {{'oxide::warp::shuffle_xor' is unsafe}}
  v += oxide::warp::ballot(oxide::warp::full_mask, v > 0);      // expected-error {{'oxide::warp::ballot' is unsafe}}
  if (auto o = out.get_mut(oxide::thread::warp_index()))
    *o = v;
}

[[oxide::kernel]]
__global__ void escape_hatches(oxide::disjoint_slice<unsigned> out) {
  out.get_unchecked_mut(0) = 1u;                                    // expected-error {{'oxide::disjoint_slice<unsigned int>::get_unchecked_mut' is unsafe}}
  auto a = oxide::device_atomic<unsigned>::from_ptr(nullptr);       // expected-error {{'oxide::device_atomic<unsigned int>::from_ptr' is unsafe}}
  a.fetch_add(1u); // the operations of a built atomic are safe
}

// A helper is not an unsafe context just because a kernel calls it.
__device__ float helper(float v) {
  return oxide::warp::shuffle_down(oxide::warp::full_mask, v, 1u); // expected-error {{'oxide::warp::shuffle_down' is unsafe}}
}

// Checked per instantiation, reported once.
template <class T>
__device__ T broadcast(T v) {
  return oxide::warp::shuffle(oxide::warp::full_mask, v, 0); // expected-error {{'oxide::warp::shuffle' is unsafe}}
}
__device__ float use_broadcast(float f, int i) { return broadcast(f) + broadcast(i); }
// CHECK-COUNT-1: error: 'oxide::warp::shuffle' is unsafe

// An unsafe block covers its own statements only.
__device__ float after_block(float v) {
  // SAFETY: every lane of the warp runs this line together.
  [[oxide::unsafe]] { v = oxide::warp::shuffle_up(oxide::warp::full_mask, v, 1u); }
  return oxide::warp::shuffle_up(oxide::warp::full_mask, v, 1u); // expected-error {{'oxide::warp::shuffle_up' is unsafe}}
}

// A user's own Tier-2 helper: calling it needs unsafe too.
OXIDE_UNSAFE_FN __device__ float warp_total(float v) {
  for (int off = 16; off > 0; off /= 2)
    v += oxide::warp::shuffle_xor(oxide::warp::full_mask, v, off); // allowed: an unsafe fn's body
  return v;
}
__device__ float calls_user_unsafe(float v) {
  return warp_total(v); // expected-error {{'warp_total' is unsafe}}
}

// --- near misses and allowed uses: all quiet ----------------------------------

[[oxide::kernel]]
__global__ void all_inside(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::warp1d> out) {
  __shared__ oxide::shared_array<float, 64> tile;
  float v = in.get(threadIdx.x).value_or(0.0f);
  // SAFETY: thread t writes only slot t (blockDim.x <= 64 by contract), and
  // the barrier below orders the write before every read.
  [[oxide::unsafe]] {
    tile[threadIdx.x] = v;
    oxide::sync_threads();
    v += tile[(threadIdx.x + 1) % 64];
    // Lambdas written inside the block are inside it.
    auto across = [&](float x) { return oxide::warp::shuffle_xor(oxide::warp::launched_mask(), x, 1); };
    v = across(v);
    v += warp_total(v);
  }
  const unsigned lane = oxide::warp::lane_id();             // lane queries are safe
  const unsigned lanes = oxide::warp::launched_lanes();
  if (auto o = out.get_mut(oxide::thread::warp_index()))    // the warp1d witness is safe
    *o = v + float(lane + lanes + tile.size());             // size() is safe
}

// Functions merely named like the unsafe APIs are not them.
namespace mine {
__device__ float shuffle_xor(unsigned, float v, int) { return v; }
__device__ void sync_threads() {}
} // namespace mine
__device__ float lookalikes(float v) {
  mine::sync_threads();
  return mine::shuffle_xor(0u, v, 1);
}
