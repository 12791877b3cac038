// oxide/config.cuh: portability macros and the one trap every check ends in.
#pragma once

#include <cuda/std/cstddef>
#include <cuda/std/cstdint>

#if defined(__CUDACC__)
#  define _OXIDE_HD __host__ __device__
#  define _OXIDE_DEVICE __device__
#  define _OXIDE_INLINE __forceinline__
#else
#  define _OXIDE_HD
#  define _OXIDE_DEVICE
#  define _OXIDE_INLINE inline __attribute__((always_inline))
#endif

#if defined(__CUDA_ARCH__)
#  define _OXIDE_ON_DEVICE 1
#else
#  define _OXIDE_ON_DEVICE 0
#endif

// The device-side backstop of a contract's exact block: oxide-rewrite puts it
// on the kernel in place of __launch_bounds__ (ptxas refuses both). Under nvcc
// it is __block_size__, which emits PTX .reqntid, so even a foreign or
// unchecked launch with another block fails ("invalid argument"). clang has
// no spelling for .reqntid, and nvcc has none below sm_90: there it bounds
// the thread count instead.
//
// OXIDE_BLOCK_SIZE_MIN(x, y, z, min) keeps __launch_bounds__(n, min)'s second
// argument, the blocks that must fit on one SM: .reqntid cannot be paired
// with .minnctapersm, so under nvcc the occupancy becomes the register cap
// that gives it (64K registers an SM, allocated 8 a thread at a time).
#define _OXIDE_REGS_FOR_BLOCKS(threads, min)                                                       \
  ((65536 / ((((threads) + 31) / 32 * 32) * (min))) / 8 * 8 > 255                                   \
       ? 255                                                                                       \
       : (65536 / ((((threads) + 31) / 32 * 32) * (min))) / 8 * 8)
#if defined(__NVCC__) && (!defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900)
#  define OXIDE_BLOCK_SIZE(x, y, z) __block_size__((x, y, z))
#  define OXIDE_BLOCK_SIZE_MIN(x, y, z, min)                                                       \
    __block_size__((x, y, z)) __maxnreg__(_OXIDE_REGS_FOR_BLOCKS((x) * (y) * (z), min))
#else
#  define OXIDE_BLOCK_SIZE(x, y, z) __launch_bounds__((x) * (y) * (z))
#  define OXIDE_BLOCK_SIZE_MIN(x, y, z, min) __launch_bounds__((x) * (y) * (z), min)
#endif

// Marks the plugin reads back (clang only; nvcc and g++ never see them).
//   OXIDE_UNSAFE_FN: a Tier-2 API. Calling it outside an [[oxide::unsafe]]
//     block is an error; the body of an OXIDE_UNSAFE_FN function is itself an
//     unsafe context, so users can write their own Tier-2 helpers.
//   _OXIDE_WITNESS: a type that proves something about one thread (a thread
//     index, a coordinate, a tile). It may live only in a local variable or
//     behind a const& parameter.
#if defined(__clang__) && !defined(__NVCC__)
#  define _OXIDE_MARK(tag) __attribute__((annotate(tag)))
#else
#  define _OXIDE_MARK(tag)
#endif
#define OXIDE_UNSAFE_FN _OXIDE_MARK("oxide.unsafe_api")
#define _OXIDE_WITNESS _OXIDE_MARK("oxide.witness")

// A contract fact at a kernel's entry (oxide-rewrite writes these from the
// `requires` relations): the optimiser may rely on it, so a launch that
// breaks it is undefined behaviour. The checked launcher proves every one on
// the host first; launch_unchecked and <<<>>> leave that proof to the caller.
// The condition is evaluated into a bool first, then assumed: clang ignores
// __builtin_assume of an expression that calls a function (p.len()), and
// nvcc does not learn known bits (`n % 256 == 0` => `n % 8 == 0`) from the
// `if (!c) __builtin_unreachable()` form. Measured with both, in
// test/ptx/saxpy_example.test and contract_facts_reach_the_device.test.
#if defined(__CUDA_ARCH__)
#  define OXIDE_ASSUME(cond)                                                                       \
    do {                                                                                           \
      const bool _oxide_fact = (cond);                                                             \
      __builtin_assume(_oxide_fact);                                                               \
    } while (0)
#else
#  define OXIDE_ASSUME(cond) ((void)0)
#endif

namespace oxide {

using size_t = ::cuda::std::size_t;

namespace detail {

// A failed check stops the thread with `trap;` (on the host: SIGILL). It is
// never `__builtin_unreachable()`: the optimiser would turn the check into an
// assumption and delete it (cuda-oxide#396).
[[noreturn]] _OXIDE_HD _OXIDE_INLINE void check_failed() noexcept {
#if _OXIDE_ON_DEVICE
  __trap();
  __builtin_unreachable(); // after the trap instruction, which stays
#else
  __builtin_trap();
#endif
}

// Non-short-circuit AND / OR: every test is evaluated and joined into one
// bool, so a proof costs one select or one branch, not a chain of them.
template <class... Bools>
_OXIDE_HD _OXIDE_INLINE constexpr bool all_of(Bools... b) noexcept {
  return (static_cast<unsigned>(b) & ...) != 0u;
}
template <class... Bools>
_OXIDE_HD _OXIDE_INLINE constexpr bool any_of(Bools... b) noexcept {
  return (static_cast<unsigned>(b) | ...) != 0u;
}

// Tag that keeps proof-carrying constructors out of user code's reach.
struct checked_t {
  explicit checked_t() = default;
};
inline constexpr checked_t checked{};

} // namespace detail
} // namespace oxide
