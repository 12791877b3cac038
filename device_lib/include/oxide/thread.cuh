// oxide/thread.cuh: index spaces and the thread-index witnesses.
//
// A witness proves "this index belongs to this thread alone". It cannot be
// copied, moved or constructed by user code: only the functions in
// oxide::thread mint one, from the hardware registers, and they fail closed
// when the launch shape would let two threads share an index (cuda-oxide#115).
#pragma once

#include <oxide/config.cuh>

#include <cstdint>
#include <type_traits>

namespace oxide {

// Index spaces: how a thread's position becomes a flat element index.
struct index1d {};                 // blockIdx.x * blockDim.x + threadIdx.x
template <size_t RowStride>
struct index2d {                   // row * RowStride + col; row = y axis, col = x axis
  static_assert(RowStride > 0, "index2d<RowStride>: the row stride must be non-zero");
  static_assert(RowStride < 0xffffffffu, "index2d<RowStride>: the row stride must be under 2^32 - 1");
  static constexpr size_t row_stride = RowStride;
};

// One element per warp of a 1D launch: blockIdx.x * warps_per_block + the
// warp's index in its block. Only lane 0 of each warp holds a valid witness,
// so a warp reduction's result is written by one thread with no unsafe code.
// warps_per_block rounds up: a block of 48 threads has 2 warps, the second
// one partial (cuda-oxide#672), which index_1d() / 32 would get wrong.
struct warp1d {};

// Spaces whose row width is a runtime value. The width is bound on the host
// (row_width(buf, w)) and travels inside the disjoint_slice; it is never a
// per-call argument, and a witness in these spaces carries (row, col), not a
// flat index, so it resolves against the addressed slice's own width
// (cuda-oxide#653: with widths 5 and 100, (1, 0) and (0, 5) must not alias).
struct runtime_index2d {};         // one element per thread: row * width + col
// The same, with the grid's blocks laid out transposed: block (bx, by) owns
// the blockDim.y x blockDim.x tile at tile row bx, tile column by, and
// thread (tx, ty) its (ty, tx) there: row bx * blockDim.y + ty, column
// by * blockDim.x + tx. A tiled transpose's output: each block writes the
// tile its input tile lands on, and consecutive blocks read consecutive
// input tiles, as the raw kernel's do (8% faster on the H200 than the same
// kernel with the block roles swapped, 8192^2 floats, 2026-12-03).
struct block_transposed2d {};
template <size_t Rows, size_t Cols>
struct runtime_row_major_tiles {   // a Rows x Cols tile per thread (tile_2d_rt)
  static_assert(Rows > 0 && Cols > 0, "runtime_row_major_tiles: tiles must be non-empty");
  // The tile proofs compute row * Rows and col * Cols in 64 bits.
  static_assert(Rows <= 0xffffffffu && Cols <= 0xffffffffu, "runtime_row_major_tiles: tile sides must fit in u32");
};

// Row ownership, for kernels where a block or a warp works on one row (a
// softmax, a normalization). The row width is bound on the host
// (row_width(buf, w)), and a thread walks its own columns with
// oxide::thread::columns(out) (disjoint.cuh); both need a 1D launch, or the
// walk is empty.
struct block_row {};               // block b owns row b; thread t owns columns t, t + blockDim.x, ...
struct warp_row {};                // warp w (of the launch) owns row w; lane l owns columns l, l + 32, ...

// One element per block of a 1D launch: element blockIdx.x, held by the
// block's thread 0 only (a block reduction's result, written once).
struct block_index {};

// Grid-stride ownership, for kernels that loop over more elements than the
// grid has threads (a histogram's input, a scatter, a copy): with g the
// thread's index in a 1D launch and P the launch's threads, thread g owns
// the runs of N elements starting at (g + k * P) * N, for k = 0, 1, ...
// A thread walks them with oxide::thread::runs(out) (runs.cuh).
template <size_t N>
struct grid_stride_runs {
  static_assert(N > 0, "grid_stride_runs<N>: runs must be non-empty");
};

// Tile spaces: each thread owns a block of elements, not one. The witness is
// the thread's 1D index (linear_tiles) or its (row, col) (the 2D ones).
template <size_t N>
struct linear_tiles {              // thread t owns [t * N, t * N + N), clipped at the end
  static_assert(N > 0, "linear_tiles<N>: runs must be non-empty");
};
template <size_t Rows, size_t Cols, size_t RowStride>
struct row_major_tiles {           // (row, col) owns rows [row*R, +R) x cols [col*C, +C) of S-wide rows
  static_assert(Rows > 0 && Cols > 0, "row_major_tiles: tiles must be non-empty");
  static_assert(RowStride >= Cols, "row_major_tiles<R, C, S>: a tile row cannot be wider than S");
  static_assert(Rows <= 0xffffffffu && Cols <= 0xffffffffu, "row_major_tiles: tile sides must fit in u32");
};

template <class Space>
struct is_index_space : std::false_type {};
template <size_t N>
struct is_index_space<linear_tiles<N>> : std::true_type {};
template <size_t R, size_t C, size_t S>
struct is_index_space<row_major_tiles<R, C, S>> : std::true_type {};
template <>
struct is_index_space<index1d> : std::true_type {};
template <size_t S>
struct is_index_space<index2d<S>> : std::true_type {};
template <>
struct is_index_space<warp1d> : std::true_type {};
template <>
struct is_index_space<block_index> : std::true_type {};
template <>
struct is_index_space<block_row> : std::true_type {};
template <size_t N>
struct is_index_space<grid_stride_runs<N>> : std::true_type {};
template <>
struct is_index_space<warp_row> : std::true_type {};
template <>
struct is_index_space<runtime_index2d> : std::true_type {};
template <>
struct is_index_space<block_transposed2d> : std::true_type {};
template <size_t R, size_t C>
struct is_index_space<runtime_row_major_tiles<R, C>> : std::true_type {};
template <class Space>
inline constexpr bool is_index_space_v = is_index_space<Space>::value;

template <class Space>
inline constexpr bool has_runtime_width_v = false;
template <>
inline constexpr bool has_runtime_width_v<runtime_index2d> = true;
template <>
inline constexpr bool has_runtime_width_v<block_transposed2d> = true;
template <size_t R, size_t C>
inline constexpr bool has_runtime_width_v<runtime_row_major_tiles<R, C>> = true;
template <>
inline constexpr bool has_runtime_width_v<block_row> = true;
template <>
inline constexpr bool has_runtime_width_v<warp_row> = true;

namespace detail {
struct witness_factory;
inline constexpr size_t invalid_index = ~size_t(0);
inline constexpr std::uint32_t invalid_col = 0xffffffffu;
// A thread's row in a 2D launch is under 2^26: gridDim.y <= 65535 and
// blockDim.y <= 1024 (hardware limits).
inline constexpr size_t row_limit = size_t(1) << 26;

// What a witness holds: a flat index, or, in the runtime-width spaces, the
// (row, col) as two u32s (so that row * width is one 32 x 32 -> 64 multiply,
// as in a raw kernel, not a 64-bit one on a packed value).
template <class Space, bool = has_runtime_width_v<Space>>
struct witness_value {
  size_t raw;
};
template <class Space>
struct witness_value<Space, true> {
  std::uint32_t row, col;
};
} // namespace detail

template <class Space>
class OXIDE_WITNESS thread_index {
  static_assert(is_index_space_v<Space>, "thread_index<Space>: Space must be an oxide index space");

public:
  thread_index(const thread_index &) = delete;
  thread_index &operator=(const thread_index &) = delete;

  // False when the launch shape cannot give this thread a unique index. In
  // the runtime-width spaces an invalid witness has column 2^32 - 1, which
  // no u32 row width exceeds, so `col < width` alone refuses it; a column
  // past the u32 range is clamped to the same value (thread_coord).
  OXIDE_HD constexpr bool is_valid() const noexcept {
    if constexpr (has_runtime_width_v<Space>)
      return v_.col != detail::invalid_col;
    else
      return v_.raw != detail::invalid_index;
  }
  // The flat index; an invalid witness reads as SIZE_MAX, which no bounds check passes.
  OXIDE_HD constexpr size_t get() const noexcept
    requires(!has_runtime_width_v<Space>)
  {
    return v_.raw;
  }
  // An invalid witness is SIZE_MAX, which is below no length: the one
  // compare is the whole test.
  OXIDE_HD constexpr bool in_bounds(size_t len) const noexcept
    requires(!has_runtime_width_v<Space>)
  {
    return v_.raw < len;
  }
  // Runtime-width spaces: the thread's (row, col); the width comes from the slice.
  OXIDE_HD constexpr std::uint32_t row() const noexcept
    requires has_runtime_width_v<Space>
  {
    return v_.row;
  }
  OXIDE_HD constexpr std::uint32_t col() const noexcept
    requires has_runtime_width_v<Space>
  {
    return v_.col;
  }

private:
  friend struct detail::witness_factory;
  OXIDE_HD constexpr explicit thread_index(detail::witness_value<Space> v) noexcept : v_(v) {}

  detail::witness_value<Space> v_;
};

namespace detail {

struct witness_factory {
  template <class Space>
  OXIDE_HD static constexpr thread_index<Space> make(witness_value<Space> v) noexcept {
    return thread_index<Space>(v); // guaranteed elision: no copy, no move
  }
  // A flat index; in the runtime-width spaces (row << 32) | col (the unit
  // tests' spelling, where no thread registers exist).
  template <class Space>
  OXIDE_HD static constexpr thread_index<Space> make(size_t raw) noexcept {
    if constexpr (has_runtime_width_v<Space>)
      return thread_index<Space>(
          {static_cast<std::uint32_t>(raw >> 32), static_cast<std::uint32_t>(raw)});
    else
      return thread_index<Space>({raw});
  }
};

#if defined(__CUDACC__)
// The launch has no y or z extent: the 1D spaces' (and walks') shape test.
OXIDE_DEVICE OXIDE_INLINE bool launch_is_1d() noexcept {
  return all_of(blockDim.y == 1, blockDim.z == 1, gridDim.y == 1, gridDim.z == 1);
}

// The raw index of the calling thread in `Space`, or invalid_index. The tests
// are joined with all_of, so the result is one select, not a branch chain.
template <class Space>
OXIDE_DEVICE OXIDE_INLINE size_t thread_raw_index() noexcept;

// The same value in every thread, kept out of LLVM's sight so that
// `raw | bits` is not turned back into a select on each thread's index.
OXIDE_DEVICE OXIDE_INLINE size_t uniform_bits(size_t v) noexcept {
  size_t r;
  asm("mov.b64 %0, %1;" : "=l"(r) : "l"(v));
  return r;
}

template <>
OXIDE_DEVICE OXIDE_INLINE size_t thread_raw_index<index1d>() noexcept {
  // 64-bit: gridDim.x * blockDim.x can exceed 2^32.
  const size_t raw = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  const bool one_d =
      all_of(blockDim.y == 1, blockDim.z == 1, gridDim.y == 1, gridDim.z == 1);
  // Invalid is all bits set, OR-ed in from a value computed once from the
  // shape: `one_d ? raw : invalid_index` put the shape test on every
  // thread's path, 4% of a one-element-a-thread kernel on the H200; this
  // form costs under 1% (docs/performance.md, the A/B table).
  return raw | uniform_bits(one_d ? 0 : invalid_index);
}

// warp1d: lane 0 of each warp, in a 1D launch. No overflow: blockIdx.x <
// 2^31 and warps_per_block <= 32.
template <>
OXIDE_DEVICE OXIDE_INLINE size_t thread_raw_index<warp1d>() noexcept {
  const size_t warps_per_block = (blockDim.x + 31u) / 32u;
  const size_t raw = size_t(blockIdx.x) * warps_per_block + threadIdx.x / 32u;
  const bool ok = all_of(blockDim.y == 1, blockDim.z == 1, gridDim.y == 1, gridDim.z == 1,
                         threadIdx.x % 32u == 0);
  return ok ? raw : invalid_index;
}

// block_index: thread 0 of each block, in a 1D launch.
template <>
OXIDE_DEVICE OXIDE_INLINE size_t thread_raw_index<block_index>() noexcept {
  const bool ok = all_of(blockDim.y == 1, blockDim.z == 1, gridDim.y == 1, gridDim.z == 1,
                         threadIdx.x == 0);
  return ok ? size_t(blockIdx.x) : invalid_index;
}

// The 2D spaces. The row in 32 bits, with no wrap: row_limit. The column in
// 32 bits too, exact whenever the launch's x extent (gridDim.x * blockDim.x)
// is at most 2^32 threads; a launch past that, or with z extent, makes
// every witness invalid. That test is one value for the whole launch,
// computed once from the shape and OR-ed into the column: the thread's own
// path is the raw kernel's (two 32-bit multiply-adds, then its compares).
// A per-thread 64-bit column and z test cost 2-4% of a one-element-a-thread
// 2D kernel on the H200 (docs/performance.md).
OXIDE_DEVICE OXIDE_INLINE std::uint32_t thread_row() noexcept { return blockIdx.y * blockDim.y + threadIdx.y; }

// All bits set when the launch is not a valid 2D shape, else 0.
OXIDE_DEVICE OXIDE_INLINE std::uint32_t shape_2d_invalid_bits() noexcept {
  const bool ok =
      all_of(blockDim.z == 1, gridDim.z == 1, size_t(gridDim.x) * blockDim.x <= (size_t(1) << 32));
  return static_cast<std::uint32_t>(uniform_bits(ok ? 0 : invalid_index));
}

// The column, or 2^32 - 1 (invalid_col) in an invalid shape. No u32 row
// width and no index2d stride (under 2^32 - 1) exceeds invalid_col, so the
// column test alone refuses it.
OXIDE_DEVICE OXIDE_INLINE std::uint32_t thread_col() noexcept {
  return (blockIdx.x * blockDim.x + threadIdx.x) | shape_2d_invalid_bits();
}

// The runtime-width spaces' (row, col), resolved later against the slice.
OXIDE_DEVICE OXIDE_INLINE witness_value<runtime_index2d> thread_coord() noexcept {
  return {thread_row(), thread_col()};
}

// block_transposed2d's (row, col). The column is under 2^26 (gridDim.y <=
// 65535, blockDim.x <= 1024); the row is exact when gridDim.x * blockDim.y
// is at most 2^32. Any other shape (that, or z extent) makes every witness
// invalid, as in the other 2D spaces: one launch-wide value OR-ed into the
// column.
OXIDE_DEVICE OXIDE_INLINE witness_value<block_transposed2d> thread_coord_transposed() noexcept {
  const bool ok =
      all_of(blockDim.z == 1, gridDim.z == 1, size_t(gridDim.x) * blockDim.y <= (size_t(1) << 32));
  const std::uint32_t invalid = static_cast<std::uint32_t>(uniform_bits(ok ? 0 : invalid_index));
  return {blockIdx.x * blockDim.y + threadIdx.y, (blockIdx.y * blockDim.x + threadIdx.x) | invalid};
}

// index2d<S>: row * S + col, or invalid_index when col >= S (which would
// alias (row + 1, col - S)). row < 2^26 and S < 2^32 keep the product under
// 2^58: it never wraps and never reaches the invalid value.
template <class Space>
OXIDE_DEVICE OXIDE_INLINE size_t thread_raw_index() noexcept {
  constexpr size_t stride = Space::row_stride;
  const std::uint32_t row = thread_row(), col = thread_col();
  return col < stride ? size_t(row) * stride + col : invalid_index;
}
#endif

} // namespace detail

#if defined(__CUDACC__)
namespace thread {

// This thread's witness in a 1D launch. Fail-closed: invalid when the launch
// has any y or z extent, since two threads would then share the index.
OXIDE_DEVICE OXIDE_INLINE thread_index<index1d> index_1d() noexcept {
  return detail::witness_factory::make<index1d>(detail::thread_raw_index<index1d>());
}

// This thread's witness in a 2D launch over rows of RowStride elements.
// Invalid when the launch has z extent or an x extent past 2^32 threads, or
// the column is outside the row.
template <size_t RowStride>
OXIDE_DEVICE OXIDE_INLINE thread_index<index2d<RowStride>> index_2d() noexcept {
  return detail::witness_factory::make<index2d<RowStride>>(detail::thread_raw_index<index2d<RowStride>>());
}

// This warp's witness in a 1D launch, held by lane 0 only: the other lanes
// (and every thread of a 2D or 3D launch) get an invalid witness.
OXIDE_DEVICE OXIDE_INLINE thread_index<warp1d> warp_index() noexcept {
  return detail::witness_factory::make<warp1d>(detail::thread_raw_index<warp1d>());
}

// This block's witness in a 1D launch, held by thread 0 only: the other
// threads (and every thread of a 2D or 3D launch) get an invalid witness.
OXIDE_DEVICE OXIDE_INLINE thread_index<::oxide::block_index> block_index() noexcept {
  return detail::witness_factory::make<::oxide::block_index>(
      detail::thread_raw_index<::oxide::block_index>());
}

// This thread's (row, col) in a 2D launch, for outputs whose row width is
// bound on the host (runtime_index2d, runtime_row_major_tiles). Invalid when
// the launch has z extent or an x extent past 2^32 threads.
OXIDE_DEVICE OXIDE_INLINE thread_index<runtime_index2d> index_2d_runtime() noexcept {
  return detail::witness_factory::make<runtime_index2d>(detail::thread_coord());
}
OXIDE_DEVICE OXIDE_INLINE thread_index<runtime_index2d> coord_2d() noexcept {
  return index_2d_runtime();
}

// This thread's (row, col) in block_transposed2d (see the space). Invalid
// when the launch has z extent or gridDim.x * blockDim.y past 2^32.
OXIDE_DEVICE OXIDE_INLINE thread_index<block_transposed2d> coord_2d_transposed() noexcept {
  return detail::witness_factory::make<block_transposed2d>(detail::thread_coord_transposed());
}

} // namespace thread
#endif

} // namespace oxide
