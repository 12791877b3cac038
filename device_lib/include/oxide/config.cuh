// oxide/config.cuh: portability macros and the one trap every check ends in.
#pragma once

// Every oxide header starts here. Below C++20 the first use of a concept or
// a designated initializer would be the first of a hundred errors: one
// #error says what to do, and the missing include after it is fatal, so the
// compile stops there (nvcc and clang alike).
#if __cplusplus < 202002L
#  error "oxide needs C++20: compile with -std=c++20 (in CMake: CUDA_STANDARD 20 or cuda_std_20)"
#  include <oxide_needs_cxx20_compile_with_std_cxx20>
#endif

#include <cstddef>
#include <cstdint>

#if defined(__CUDACC__)
#  define OXIDE_HD __host__ __device__
#  define OXIDE_DEVICE __device__
#  define OXIDE_INLINE __forceinline__
#else
#  define OXIDE_HD
#  define OXIDE_DEVICE
#  define OXIDE_INLINE inline __attribute__((always_inline))
#endif

#if defined(__CUDA_ARCH__)
#  define OXIDE_ON_DEVICE 1
#else
#  define OXIDE_ON_DEVICE 0
#endif

// A contract's exact block, on the device. oxide-rewrite puts
// OXIDE_BLOCK_SIZE on the kernel in place of __launch_bounds__: PTX .maxntid
// x*y*z, so the driver refuses a launch with more threads. It is not nvcc's
// __block_size__ (.reqntid): that spelling also emits .reqnctapercluster
// 1, 1, 1, which makes every launch a thread-block cluster launch, measured
// on the H200 at 25% of plain CUDA's throughput for a 128-thread
// elementwise kernel (docs/launchers.md, "The exact block on the device").
// OXIDE_BLOCK_SIZE_MIN keeps __launch_bounds__(n, min)'s second argument.
#define OXIDE_BLOCK_SIZE(x, y, z) __launch_bounds__((x) * (y) * (z))
#define OXIDE_BLOCK_SIZE_MIN(x, y, z, min) __launch_bounds__((x) * (y) * (z), min)

// The launch shape itself. The checked launcher proves the contract's block
// (and extent 1 on every axis past the domain) on the host before every
// launch; oxide-rewrite tells the kernel's entry in one of two ways.
//
// OXIDE_LAUNCH_SHAPE_FACT(domain, bx, by, bz), in a safe kernel that stages
// an oxide::block_shared or calls a collective: the shape as an assumption,
// like the `requires` relations (OXIDE_ASSUME): nothing runs, and the
// compiler knows the block, so publish's loops and a warp's partial-lane
// paths fold away. A launch that bypasses the checked launcher
// (launch_unchecked, <<<>>>, which oxide-chevron-launch warns of) and breaks
// the shape is undefined behaviour, as one that breaks `requires` is. A
// check here would sit in front of the kernel's first load: four
// constant-bank loads and a branch that every warp waits on, 7% of a
// transpose that moves one float a thread (examples/transpose/README.md);
// DESIGN.md wants a device-side backstop only where it costs nothing.
//
// OXIDE_LAUNCH_SHAPE(domain, bx, by, bz), in a kernel with an
// [[oxide::unsafe]] block, whose SAFETY argument may rest on the block
// (shared staging by threadIdx): a check. The block (bx, by, bz) when the
// contract fixes one, (0, 0, 0) when it does not; any other block, or a
// grid or block with an extent past the domain (an unchecked or foreign
// <<<>>>), traps before the body runs, so unsafe code never runs under
// another shape. blockDim and gridDim live in the constant bank: the check
// is a few loads from it and one branch. Past it the compiler knows the
// shape, as .reqntid would have told it. Its trap carries a marker that
// oxide-verify-ptx reads: the check is counted as the shape's, never
// mistaken for (or hiding) a bounds check.
// OXIDE_LAUNCH_SHAPE_EXACT is the same check on a kernel whose .maxntid is
// bx * by * bz (oxide-rewrite wrote OXIDE_BLOCK_SIZE on it): the driver
// refuses a bigger block, so a trailing axis of 1 past the axes that match
// cannot be larger, and its constant-bank load is left out.
//
// Both end by telling the compiler that each thread index is inside the
// block (threadIdx.x < bx, ...): a read at the thread's own position of a
// tile, t(threadIdx.y, i) in a 16 x 16 tile, then needs no bounds test.
// (Said as threadIdx.x < blockDim.x inside block_shared, nvcc stopped
// folding the block's own reads that followed it: matrix_mul's publish_own
// kept its cover test, examples/matrix_mul/README.md.)
#if defined(__CUDA_ARCH__)
#  define OXIDE_LAUNCH_SHAPE(domain, bx, by, bz) OXIDE_LAUNCH_SHAPE_TEST(domain, bx, by, bz, false)
#  define OXIDE_LAUNCH_SHAPE_EXACT(domain, bx, by, bz)                                             \
    OXIDE_LAUNCH_SHAPE_TEST(domain, bx, by, bz, true)
#  define OXIDE_LAUNCH_SHAPE_TEST(domain, bx, by, bz, at_most)                                     \
    do {                                                                                           \
      ::oxide::detail::assume_implied_axes(bx, by, bz, at_most);                                   \
      if (!::oxide::detail::launch_shape_is(domain, bx, by, bz, at_most)) {                        \
        asm volatile("trap; // oxide-launch-shape");                                               \
        __builtin_unreachable();                                                                   \
      }                                                                                            \
      ::oxide::detail::assume_thread_in_block(bx, by, bz);                                         \
    } while (0)
#  define OXIDE_LAUNCH_SHAPE_FACT(domain, bx, by, bz)                                              \
    do {                                                                                           \
      ::oxide::detail::assume_launch_shape(domain, bx, by, bz);                                    \
      ::oxide::detail::assume_thread_in_block(bx, by, bz);                                         \
    } while (0)
#else
#  define OXIDE_LAUNCH_SHAPE(domain, bx, by, bz) ((void)0)
#  define OXIDE_LAUNCH_SHAPE_EXACT(domain, bx, by, bz) ((void)0)
#  define OXIDE_LAUNCH_SHAPE_FACT(domain, bx, by, bz) ((void)0)
#endif

// A contract's `dynamic_shared_alignment = N`, at the entry of a kernel with
// an [[oxide::unsafe]] block: oxide-rewrite writes
// OXIDE_DYNAMIC_SHARED_ALIGNED(N). The dynamic shared region starts at the
// largest alignment among the extern __shared__ arrays its kernel uses, so
// the declaration asks for N, and the test traps if the region still is not
// aligned: unsafe code that relies on the alignment (vector loads, TMA
// buffers) never runs without it. One AND and a branch at the entry.
#if defined(__CUDA_ARCH__)
#  define OXIDE_DYNAMIC_SHARED_ALIGNED(n)                                                          \
    do {                                                                                           \
      extern __shared__ __align__(n) unsigned char oxide_dynamic_shared_##n[];                     \
      if (reinterpret_cast<::std::uintptr_t>(oxide_dynamic_shared_##n) % (n) != 0) {               \
        asm volatile("trap; // oxide-dynamic-shared-alignment");                                   \
        __builtin_unreachable();                                                                   \
      }                                                                                            \
    } while (0)
#else
#  define OXIDE_DYNAMIC_SHARED_ALIGNED(n) ((void)0)
#endif

// Marks the plugin reads back (clang only; nvcc and g++ never see them).
//   OXIDE_UNSAFE_FN: a Tier-2 API. Calling it outside an [[oxide::unsafe]]
//     block is an error; the body of an OXIDE_UNSAFE_FN function is itself an
//     unsafe context, so users can write their own Tier-2 helpers.
//   OXIDE_WITNESS: a type that proves something about one thread (a thread
//     index, a coordinate, a tile). It may live only in a local variable or
//     behind a const& parameter.
#if defined(__clang__) && !defined(__NVCC__)
#  define OXIDE_MARK(tag) __attribute__((annotate(tag)))
#else
#  define OXIDE_MARK(tag)
#endif
#define OXIDE_UNSAFE_FN OXIDE_MARK("oxide.unsafe_api")
#define OXIDE_WITNESS OXIDE_MARK("oxide.witness")
//   OXIDE_BLOCK_COLLECTIVE / OXIDE_WARP_COLLECTIVE: a safe collective (a
//     barrier, reduction or broadcast) that every thread of the block, or
//     every launched lane of the warp, must reach together. The plugin
//     proves that of each call (docs/cooperation.md).
//   OXIDE_UNIFORM_RESULT: on a collective, a result that is the same in all
//     the threads it names (a reduction, a broadcast). Without it the plugin
//     takes the result as each thread's own (a scan's prefix, a publish).
//   OXIDE_UNIFORM_ARG: on a collective's parameter, an argument that must
//     be the same in every thread the collective names.
#define OXIDE_BLOCK_COLLECTIVE OXIDE_MARK("oxide.collective.block")
#define OXIDE_WARP_COLLECTIVE OXIDE_MARK("oxide.collective.warp")
#define OXIDE_UNIFORM_RESULT OXIDE_MARK("oxide.uniform_result")
#define OXIDE_UNIFORM_ARG OXIDE_MARK("oxide.uniform_arg")

// A contract fact at a kernel's entry (oxide-rewrite writes these from the
// `requires` relations): the optimiser may rely on it, so a launch that
// breaks it is undefined behaviour. The checked launcher proves every one on
// the host first; launch_unchecked and <<<>>> leave that proof to the caller.
// The condition is evaluated into a bool first, then assumed: clang ignores
// __builtin_assume of an expression that calls a function (p.len()), and
// nvcc does not learn known bits (`n % 256 == 0` => `n % 8 == 0`) from the
// `if (!c) __builtin_unreachable()` form. Measured with both, in
// test/ptx/saxpy_example.test and contract_facts_reach_the_device.test.
// An equality of lengths at a kernel's entry (oxide-rewrite writes one for
// each `requires` class like `x.len() == y.len()` or `x.len() == n`): each
// slice-like parameter of the class takes the one value the class shares, so
// `i < y.len()` and `i < x.len()` are the same compare and fold into one.
// nvcc does not use an assumed equality for that (measured: a compare a
// length stayed in saxpy_plain, many_params). The checked launcher proved
// the equality; launch_unchecked leaves it to the caller, as every fact.
#if defined(__CUDA_ARCH__)
#  define OXIDE_SAME_LEN(param, len) ((param) = ::oxide::detail::fact_access::with_len((param), (len)))
#else
#  define OXIDE_SAME_LEN(param, len) ((void)0)
#endif

#if defined(__CUDA_ARCH__)
namespace oxide::detail {
// The launch as `requires` facts read it at a kernel's entry: qualified, so a
// kernel parameter named `gridDim` cannot stand in for the real one.
__device__ __forceinline__ dim3 launch_grid() { return gridDim; }
__device__ __forceinline__ dim3 launch_block() { return blockDim; }
// Not volatile: a fact that nothing reads costs no instruction.
__device__ __forceinline__ unsigned long long dynamic_shared_bytes() {
  unsigned r;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(r));
  return r;
}
} // namespace oxide::detail
#endif

// `name` is the local the condition is evaluated into: oxide-rewrite picks
// one that no parameter of the kernel has, since a parameter of that name
// would be shadowed inside the local's own initializer, and the device would
// assume an uninitialized bool instead of the checked fact.
#if defined(__CUDA_ARCH__)
#  define OXIDE_ASSUME(name, cond)                                                                 \
    do {                                                                                           \
      const bool name = (cond);                                                                    \
      __builtin_assume(name);                                                                      \
    } while (0)
#else
#  define OXIDE_ASSUME(name, cond) ((void)0)
#endif

namespace oxide {

using size_t = ::std::size_t;

namespace detail {

// A failed check stops the thread with `trap;` (on the host: SIGILL). It is
// never `__builtin_unreachable()`: the optimiser would turn the check into an
// assumption and delete it (cuda-oxide#396).
[[noreturn]] OXIDE_HD OXIDE_INLINE void check_failed() noexcept {
#if OXIDE_ON_DEVICE
  __trap();
  __builtin_unreachable(); // after the trap instruction, which stays
#else
  __builtin_trap();
#endif
}

// Non-short-circuit AND / OR: every test is evaluated and joined into one
// bool, so a proof costs one select or one branch, not a chain of them.
template <class... Bools>
OXIDE_HD OXIDE_INLINE constexpr bool all_of(Bools... b) noexcept {
  return (static_cast<unsigned>(b) & ...) != 0u;
}
template <class... Bools>
OXIDE_HD OXIDE_INLINE constexpr bool any_of(Bools... b) noexcept {
  return (static_cast<unsigned>(b) | ...) != 0u;
}

#if defined(__CUDA_ARCH__)
// OXIDE_LAUNCH_SHAPE's test: the exact block (when bx != 0), and extent 1
// on every grid and block axis past the domain. One bool, one branch.
// `at_most`: the block has at most bx * by * bz threads (.maxntid). Then
// x == bx and y == by leave z <= bz, so z is 1 when bz is; with by == 1 too,
// x == bx alone leaves y * z <= 1. Both are constants after inlining, so
// the tests they stand for are not compiled at all.
struct implied_axes {
  bool y_is_one, z_is_one;
};
OXIDE_HD OXIDE_INLINE constexpr implied_axes implied_by_size(unsigned bx, unsigned by, unsigned bz,
                                                             bool at_most) noexcept {
  const bool z_is_one = bx != 0 && at_most && bz == 1;
  return {z_is_one && by == 1, z_is_one};
}
__device__ OXIDE_INLINE bool launch_shape_is(unsigned domain, unsigned bx, unsigned by, unsigned bz,
                                             bool at_most) noexcept {
  const auto [y_is_one, z_is_one] = implied_by_size(bx, by, bz, at_most);
  const bool block =
      bx == 0 || all_of(blockDim.x == bx, y_is_one || blockDim.y == by, z_is_one || blockDim.z == bz);
  const bool y_axis = domain >= 2 || all_of(gridDim.y == 1, y_is_one || blockDim.y == 1);
  const bool z_axis = domain >= 3 || all_of(gridDim.z == 1, z_is_one || blockDim.z == 1);
  return all_of(block, y_axis, z_axis);
}
// The axes the test leaves out, told to the compiler, so that code past it
// still knows the whole block (a witness's own shape test folds). They are
// assumed before the test, where nvcc uses them (it dropped an assumption
// placed after the trap's branch, and one spelled `!ok || blockDim.z == 1`).
// One is false only for a block the test refuses (x * y * z <= .maxntid =
// bx * by * bz), and the test does not read the axis it names, so the
// compiler cannot use it to drop the test.
__device__ OXIDE_INLINE void assume_axis(unsigned value, unsigned expected) noexcept;
__device__ OXIDE_INLINE void assume_implied_axes(unsigned bx, unsigned by, unsigned bz,
                                                 bool at_most) noexcept {
  const auto [y_is_one, z_is_one] = implied_by_size(bx, by, bz, at_most);
  if (y_is_one)
    assume_axis(blockDim.y, 1);
  if (z_is_one)
    assume_axis(blockDim.z, 1);
}
// One axis of the launch, assumed equal to `expected`. Evaluated into a
// bool first: clang ignores an assumption that reads a builtin variable (a
// call, blockDim.y).
__device__ OXIDE_INLINE void assume_axis(unsigned value, unsigned expected) noexcept {
  const bool is = value == expected;
  __builtin_assume(is);
}
// OXIDE_LAUNCH_SHAPE_FACT's assumption: the block (bx, by, bz) when bx !=
// 0, and extent 1 on every grid and block axis past the domain; one
// assumption an axis.
__device__ OXIDE_INLINE void assume_launch_shape(unsigned domain, unsigned bx, unsigned by,
                                                 unsigned bz) noexcept {
  if (bx != 0) {
    assume_axis(blockDim.x, bx);
    assume_axis(blockDim.y, by);
    assume_axis(blockDim.z, bz);
  }
  if (domain < 2) {
    assume_axis(gridDim.y, 1);
    assume_axis(blockDim.y, 1);
  }
  if (domain < 3) {
    assume_axis(gridDim.z, 1);
    assume_axis(blockDim.z, 1);
  }
}
// Each thread index inside the known block (bx != 0); in constants, so the
// assumption does not read blockDim.
__device__ OXIDE_INLINE void assume_thread_in_block(unsigned bx, unsigned by, unsigned bz) noexcept {
  if (bx == 0)
    return;
  const bool x = threadIdx.x < bx, y = threadIdx.y < by, z = threadIdx.z < bz;
  __builtin_assume(x);
  __builtin_assume(y);
  __builtin_assume(z);
}
#endif

// oxide-rewrite's OXIDE_SAME_LEN (below): a slice or output re-made with the
// length a checked `requires` equality proved it has (slice.cuh,
// disjoint.cuh befriend it).
struct fact_access;

// Tag that keeps proof-carrying constructors out of user code's reach.
struct checked_t {
  explicit checked_t() = default;
};
inline constexpr checked_t checked{};
// optional_ref's tag for a slice's element: value_or forms the address
// before the test (optional.cuh).
struct early_address_t {
  explicit early_address_t() = default;
};
inline constexpr early_address_t early_address{};

} // namespace detail
} // namespace oxide
