// oxide/warp.cuh: lanes, and Tier 2 warp shuffles and votes.
//
// The hardware does not check convergence: a shuffle or vote whose mask names
// a lane that is not executing it (diverged, exited, or never launched in a
// partial warp) is undefined behaviour, usually a silent hang. So these are
// unsafe; the safe pieces are the lane queries and oxide::thread::warp_index().
#pragma once

#include <oxide/config.cuh>

#include <cstdint>
#include <type_traits>

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
  // Whole warps: every warp is full. Where the block is known (a contract's
  // exact block) this folds, and with it every partial-warp path.
  if (block % 32u == 0)
    return 32u;
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

namespace detail {
// The reduction operators. max and min on floating point are fmax and fmin,
// as raw reductions write them: a NaN operand is dropped, not propagated.
struct add_op {
  template <class T>
  OXIDE_DEVICE OXIDE_INLINE T operator()(T a, T b) const noexcept {
    return a + b;
  }
};
struct max_op {
  template <class T>
  OXIDE_DEVICE OXIDE_INLINE T operator()(T a, T b) const noexcept {
    if constexpr (std::is_same_v<T, float>)
      return ::fmaxf(a, b);
    else if constexpr (std::is_floating_point_v<T>)
      return ::fmax(a, b);
    else
      return a < b ? b : a;
  }
};
struct min_op {
  template <class T>
  OXIDE_DEVICE OXIDE_INLINE T operator()(T a, T b) const noexcept {
    if constexpr (std::is_same_v<T, float>)
      return ::fminf(a, b);
    else if constexpr (std::is_floating_point_v<T>)
      return ::fmin(a, b);
    else
      return b < a ? b : a;
  }
};

// Lanes [0, k) of the lanes in `mask` hold values; lane 0 gets their
// reduction. A lane reads a partner only when the partner is below k, so a
// partial warp never uses a value from a lane that does not exist. The
// association is the butterfly's, so lane 0's result is bit for bit the one
// a full-warp __shfl_xor_sync or __shfl_down_sync reduction gives.
template <class T, class Op>
OXIDE_DEVICE OXIDE_INLINE T reduce_first(T v, Op op, unsigned k, std::uint32_t mask) noexcept {
  const unsigned lane = lane_id();
#pragma unroll
  for (unsigned offset = 16; offset > 0; offset >>= 1) {
    const T other = __shfl_down_sync(mask, v, offset);
    if (lane + offset < k)
      v = op(v, other);
  }
  return v;
}

// Every launched lane of the warp gets the reduction of all of them. A full
// warp (the common case, decided once for the warp) takes the butterfly
// with no lane tests, as a raw kernel writes it.
template <class T, class Op>
OXIDE_DEVICE OXIDE_INLINE T reduce(T v, Op op) noexcept {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  // 32-bit integers: one redux.sync, exact in any order (as raw kernels
  // write it on sm_80 and later), partial warps included.
  if constexpr (std::is_same_v<T, int> || std::is_same_v<T, unsigned>) {
    if constexpr (std::is_same_v<Op, add_op>)
      return __reduce_add_sync(launched_mask(), v);
    else if constexpr (std::is_same_v<Op, max_op>)
      return __reduce_max_sync(launched_mask(), v);
    else if constexpr (std::is_same_v<Op, min_op>)
      return __reduce_min_sync(launched_mask(), v);
  }
#endif
  const unsigned lanes = launched_lanes();
  if (lanes == size) {
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1)
      v = op(v, __shfl_xor_sync(full_mask, v, offset));
    return v;
  }
  const std::uint32_t mask = (1u << lanes) - 1u;
  return __shfl_sync(mask, reduce_first(v, op, lanes, mask), 0);
}

// Lane l gets op(v_0, ..., v_l) over the launched lanes (Hillis-Steele, as
// cuda-samples' shfl_scan: at step i a lane adds the value i lanes below it,
// own value first). Lane l reads only lanes under l, all launched, so a
// partial warp needs no other test.
template <class T, class Op>
OXIDE_DEVICE OXIDE_INLINE T inclusive_scan(T v, Op op) noexcept {
  const std::uint32_t mask = launched_mask();
  const unsigned lane = lane_id();
#pragma unroll
  for (unsigned i = 1; i < size; i *= 2) {
    const T below = __shfl_up_sync(mask, v, i);
    if (lane >= i)
      v = op(v, below);
  }
  return v;
}
} // namespace detail

// Warp collectives: safe to call. Every launched lane of the warp must reach
// the call together; the oxide plugin proves it from the control flow around
// the call (docs/cooperation.md) or refuses the call. Correct for a partial
// last warp (a block of 48 threads: its second warp has 16 lanes).

// The sum, maximum or minimum of v over the warp's launched lanes, in every
// one of them.
template <class T>
OXIDE_WARP_COLLECTIVE OXIDE_UNIFORM_RESULT OXIDE_DEVICE OXIDE_INLINE T reduce_add(T v) noexcept {
  return detail::reduce(v, detail::add_op{});
}
template <class T>
OXIDE_WARP_COLLECTIVE OXIDE_UNIFORM_RESULT OXIDE_DEVICE OXIDE_INLINE T reduce_max(T v) noexcept {
  return detail::reduce(v, detail::max_op{});
}
template <class T>
OXIDE_WARP_COLLECTIVE OXIDE_UNIFORM_RESULT OXIDE_DEVICE OXIDE_INLINE T reduce_min(T v) noexcept {
  return detail::reduce(v, detail::min_op{});
}

// The sum of v over this lane and the lanes below it (an inclusive prefix
// sum), in each launched lane.
template <class T>
OXIDE_WARP_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE T inclusive_scan_add(T v) noexcept {
  static_assert(std::is_arithmetic_v<T>, "oxide::warp::inclusive_scan_add: T must be an arithmetic type");
  return detail::inclusive_scan(v, detail::add_op{});
}

// Lane `lane`'s v, in every launched lane. `lane` must be the same in all
// of them (the plugin checks it); a lane the launch did not create traps.
template <class T>
OXIDE_WARP_COLLECTIVE OXIDE_UNIFORM_RESULT OXIDE_DEVICE OXIDE_INLINE T broadcast(T v,
                                                            unsigned lane OXIDE_UNIFORM_ARG) noexcept {
  const unsigned lanes = launched_lanes();
  if (lane >= lanes)
    __trap();
  return __shfl_sync(lanes == size ? full_mask : (1u << lanes) - 1u, v, lane);
}
#endif

} // namespace oxide::warp
