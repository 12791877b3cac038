// oxide/block.cuh: block collectives, safe to call.
//
// Every thread of the block must reach a block collective together: a
// barrier that some threads skip hangs the block or is undefined behaviour.
// The oxide plugin proves that from the control flow around each call
// (docs/cooperation.md) and refuses a call it cannot prove, so the caller
// needs no [[oxide::unsafe]]. The shared scratch each collective uses is its
// own (one array per function and type), and each is written again only
// after a barrier that every earlier reader has passed.
#pragma once

#include <oxide/config.cuh>
#include <oxide/warp.cuh>

#include <cstdint>
#include <type_traits>

#if defined(__CUDACC__)
namespace oxide::block {

// A block scan's result in one thread: its inclusive prefix, and the
// block's total (the same in every thread).
template <class T>
struct scan_result {
  T inclusive;
  T total;
};

namespace detail {
OXIDE_DEVICE OXIDE_INLINE unsigned threads() noexcept {
  return blockDim.x * blockDim.y * blockDim.z;
}
OXIDE_DEVICE OXIDE_INLINE unsigned linear_id() noexcept {
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}

// Each warp reduces its lanes; lane 0 of each warp leaves its partial in
// scratch; warp 0 reduces the partials into scratch[32]; every thread reads
// that. Two barriers, as a raw block reduction has: scratch[w] is written
// again (the next call) only after the second barrier, which warp 0 passed
// after reading it, and scratch[32] only after the next call's first
// barrier, which every thread passes after reading it.
template <class T, class Op>
OXIDE_DEVICE OXIDE_INLINE T reduce(T v, Op op) noexcept {
  static_assert(std::is_arithmetic_v<T>, "oxide::block::reduce_*: T must be an arithmetic type");
  __shared__ T scratch[33];
  const unsigned id = linear_id(), warp = id / 32u, lane = id % 32u;
  const unsigned warps = (threads() + 31u) / 32u;
  v = ::oxide::warp::detail::reduce(v, op);
  if (lane == 0)
    scratch[warp] = v;
  __syncthreads();
  if (warp == 0) {
    // Warp 0 is whole unless the block is under 32 threads; then there is
    // one partial, and only lane 0's value counts.
    const std::uint32_t mask = ::oxide::warp::launched_mask();
    const T partial = ::oxide::warp::detail::reduce_first(lane < warps ? scratch[lane] : v, op,
                                                          warps, mask);
    if (lane == 0)
      scratch[32] = partial;
  }
  __syncthreads();
  return scratch[32];
}

// Each warp scans its lanes; the last lane of each warp leaves the warp's
// total in scratch[w]; warp 0 scans those totals into scratch[32 + w];
// each thread adds the scanned total of the warps before its own. Two
// barriers, as reduce: scratch[w] is written again (the next call) only
// after this call's second barrier, which warp 0 passed after reading it,
// and scratch[32 + w] only after the next call's first barrier, which every
// thread passes after reading it.
template <class T, class Op>
OXIDE_DEVICE OXIDE_INLINE scan_result<T> inclusive_scan(T v, Op op) noexcept {
  static_assert(std::is_arithmetic_v<T>, "oxide::block::inclusive_scan_*: T must be an arithmetic type");
  __shared__ T scratch[64];
  const unsigned id = linear_id(), warp = id / 32u, lane = id % 32u;
  const unsigned warps = (threads() + 31u) / 32u;
  v = ::oxide::warp::detail::inclusive_scan(v, op);
  if (lane + 1u == ::oxide::warp::launched_lanes())
    scratch[warp] = v;
  __syncthreads();
  if (warp == 0) {
    const T total = ::oxide::warp::detail::inclusive_scan(lane < warps ? scratch[lane] : T(), op);
    if (lane < warps)
      scratch[32 + lane] = total;
  }
  __syncthreads();
  // As the sample: warp 0 adds T() (zero) too.
  return {op(v, warp > 0 ? scratch[32 + warp - 1] : T()), scratch[32 + warps - 1]};
}
} // namespace detail

// The block barrier (__syncthreads).
OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE void sync() noexcept { __syncthreads(); }

// The sum, maximum or minimum of v over the block's threads, in every one of
// them. Any block shape and size, partial warps included.
template <class T>
OXIDE_BLOCK_COLLECTIVE OXIDE_UNIFORM_RESULT OXIDE_DEVICE OXIDE_INLINE T reduce_add(T v) noexcept {
  return detail::reduce(v, ::oxide::warp::detail::add_op{});
}
template <class T>
OXIDE_BLOCK_COLLECTIVE OXIDE_UNIFORM_RESULT OXIDE_DEVICE OXIDE_INLINE T reduce_max(T v) noexcept {
  return detail::reduce(v, ::oxide::warp::detail::max_op{});
}
template <class T>
OXIDE_BLOCK_COLLECTIVE OXIDE_UNIFORM_RESULT OXIDE_DEVICE OXIDE_INLINE T reduce_min(T v) noexcept {
  return detail::reduce(v, ::oxide::warp::detail::min_op{});
}

// The sum of v over this thread and the threads before it (linear index in
// the block), with the block's total: an inclusive prefix sum. Any block
// shape and size, partial warps included.
template <class T>
OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE scan_result<T> inclusive_scan_add(T v) noexcept {
  return detail::inclusive_scan(v, ::oxide::warp::detail::add_op{});
}

// Thread `thread`'s v (its linear index in the block), in every thread.
// `thread` must be the same in all of them (the plugin checks it); a thread
// the block does not have traps. The first barrier keeps this call's write
// from racing the previous call's readers.
template <class T>
OXIDE_BLOCK_COLLECTIVE OXIDE_UNIFORM_RESULT OXIDE_DEVICE OXIDE_INLINE T broadcast(T v,
                                                             unsigned thread OXIDE_UNIFORM_ARG) noexcept {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_default_constructible_v<T>,
                "oxide::block::broadcast: T must be trivially copyable and default-constructible");
  __shared__ T slot;
  if (thread >= detail::threads())
    __trap();
  __syncthreads();
  if (detail::linear_id() == thread)
    slot = v;
  __syncthreads();
  return slot;
}

} // namespace oxide::block
#endif
