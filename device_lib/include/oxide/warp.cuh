// oxide/warp.cuh: lanes, and Tier 2 warp shuffles and votes.
//
// The hardware does not check convergence: a shuffle or vote whose mask names
// a lane that is not executing it (diverged, exited, or never launched in a
// partial warp) is undefined behaviour, usually a silent hang. So these are
// unsafe; the safe pieces are the lane queries and oxide::thread::warp_index().
#pragma once

#include <oxide/config.cuh>

#include <cstdint>

namespace oxide::warp {

inline constexpr unsigned size = 32;
inline constexpr std::uint32_t full_mask = 0xffffffffu;

#if defined(__CUDACC__)
// This thread's lane, 0..31 (PTX %laneid).
OXIDE_DEVICE OXIDE_INLINE unsigned lane_id() noexcept {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

// How many lanes of this thread's warp the launch created: 32, except in the
// last warp of a block whose size is not a multiple of 32 (48 threads: 32,
// then 16). Warps are cut from the block's linear thread index.
OXIDE_DEVICE OXIDE_INLINE unsigned launched_lanes() noexcept {
  const unsigned block = blockDim.x * blockDim.y * blockDim.z;
  const unsigned linear = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  const unsigned left = block - (linear & ~31u);
  return left < 32u ? left : 32u;
}
// The mask of those lanes: the mask to pass when the whole warp, partial or
// not, reaches a shuffle or vote together.
OXIDE_DEVICE OXIDE_INLINE std::uint32_t launched_mask() noexcept {
  const unsigned n = launched_lanes();
  return n == 32u ? full_mask : (1u << n) - 1u;
}

// Shuffles. SAFETY contract (all four): every lane in `mask` executes this
// same call, the calling lane is in `mask`, and the source lane is in `mask`
// (a source outside it yields an unspecified value, which the caller must not
// use). T is any type __shfl_sync accepts.
template <class T>
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE T shuffle(std::uint32_t mask, T v,
                                                    int src_lane) noexcept {
  return __shfl_sync(mask, v, src_lane);
}
template <class T>
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE T shuffle_up(std::uint32_t mask, T v,
                                                       unsigned delta) noexcept {
  return __shfl_up_sync(mask, v, delta);
}
template <class T>
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE T shuffle_down(std::uint32_t mask, T v,
                                                         unsigned delta) noexcept {
  return __shfl_down_sync(mask, v, delta);
}
template <class T>
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE T shuffle_xor(std::uint32_t mask, T v,
                                                        int lane_mask) noexcept {
  return __shfl_xor_sync(mask, v, lane_mask);
}

// Votes. SAFETY contract: every lane in `mask` executes this same call, and
// the calling lane is in `mask`.
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE std::uint32_t ballot(std::uint32_t mask,
                                                                     bool pred) noexcept {
  return __ballot_sync(mask, pred);
}
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE bool any(std::uint32_t mask, bool pred) noexcept {
  return __any_sync(mask, pred) != 0;
}
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE bool all(std::uint32_t mask, bool pred) noexcept {
  return __all_sync(mask, pred) != 0;
}
// The lanes executing this call right now. SAFETY contract: the result is
// only meaningful at this call; it is not a convergence guarantee for a later
// shuffle (lanes may have diverged since).
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE std::uint32_t active_mask() noexcept {
  return __activemask();
}
#endif

} // namespace oxide::warp
