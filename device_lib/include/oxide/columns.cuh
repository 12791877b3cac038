// oxide/columns.cuh: a thread's own columns of a row it shares with its
// block (block_row) or its warp (warp_row).
//
// oxide::thread::columns(out) is the walk: for block_row, block b of a 1D
// grid owns row b, and thread t of the 1D block owns columns t, t +
// blockDim.x, ...; for warp_row, warp w of the launch owns row w, and lane l
// owns columns l, l + n, ... where n is the lanes the launch created in the
// warp (32, fewer in a partial last warp, so every column has an owner).
// No two threads of the launch walk the same element, so each write through
// a column is race-free, and in bounds by construction: the walk stops at
// the row's width, and a row past the output's last is an empty walk. Any
// other launch shape (a y or z extent) is an empty walk too: fail closed.
#pragma once

#include <oxide/config.cuh>
#include <oxide/disjoint.cuh>
#include <oxide/slice.cuh>
#include <oxide/tile.cuh>
#include <oxide/warp.cuh>

#include <cstdint>
#include <type_traits>

namespace oxide {

namespace detail {
// Where a column's paired input element is (columns(out, in)); nothing
// when the walk has no input.
template <class In>
using column_input_t = std::conditional_t<std::is_void_v<In>, const void *, const In *>;

// Where each per-column parameter's element 0 is (columns(out, in,
// params...)): N pointers to P, nothing when there are none.
template <class P, std::size_t N> struct column_params {
  const P *at[N];
};
template <class P> struct column_params<P, 0> {};

// The element type the per-column parameters share: each is a slice<const
// P> of the same P (void when there are none).
template <class... Ps> struct column_params_of {
  static constexpr bool ok = sizeof...(Ps) == 0;
  static_assert(ok, "oxide::thread::columns(out, in, params...): every per-column parameter is a "
                    "slice<const P> of one element type P");
  using type = void;
};
template <class P, class... Rest> struct column_params_of<slice<const P>, Rest...> {
  static constexpr bool ok = (std::is_same_v<Rest, slice<const P>> && ...);
  static_assert(ok, "oxide::thread::columns(out, in, params...): every per-column parameter is a "
                    "slice<const P> of one element type P");
  using type = P;
};
} // namespace detail

// One element of the walk: the element, and where it is. A witness: it
// lives in a local, never in memory another thread reads. With an input
// (`thread::columns(out, in)`, In its element type), also the input's
// element at the same (row, col): the walk proved the input holds the whole
// row once, so reading it needs no check. With per-column parameters
// (`columns(out, in, weight, bias)`, P their element type), also each
// parameter's element at this column, proven the same way: every parameter
// holds at least the row's width.
template <class T, class In = void, class P = void, std::size_t NP = 0> class OXIDE_WITNESS column {
public:
  OXIDE_HD constexpr T &operator*() const noexcept { return *p_; }
  OXIDE_HD constexpr std::uint32_t row() const noexcept { return row_; }
  OXIDE_HD constexpr std::uint32_t col() const noexcept { return col_; }
  // row * width + col: the same element's index in an input of the same
  // shape (a checked read there, `in.get(c.index())`).
  OXIDE_HD constexpr size_t index() const noexcept { return index_; }
#if defined(__CUDACC__)
  // The element with a cache hint: a streaming store (__stcs) or load
  // (__ldcs), as raw kernels write their last pass over a row.
  OXIDE_DEVICE OXIDE_INLINE void st_streaming(const T &v) const noexcept {
    detail::store_streaming(p_, v);
  }
  OXIDE_DEVICE OXIDE_INLINE T ld_streaming() const noexcept { return __ldcs(p_); }
#endif
  // The paired input's element: a plain load, a streaming one (__ldcs), or
  // one through the read-only cache (__ldg).
  OXIDE_HD constexpr In in() const noexcept
    requires(!std::is_void_v<In>)
  {
    return *in_;
  }
#if defined(__CUDACC__)
  OXIDE_DEVICE OXIDE_INLINE In in_streaming() const noexcept
    requires(!std::is_void_v<In>)
  {
    return __ldcs(in_);
  }
  OXIDE_DEVICE OXIDE_INLINE In in_read_only() const noexcept
    requires(!std::is_void_v<In>)
  {
    return __ldg(in_);
  }
#endif
  // Per-column parameter I's element at this column (a layernorm's
  // weight[col]): a plain load, or one through the read-only cache.
  template <std::size_t I>
  OXIDE_HD constexpr P param() const noexcept
    requires(I < NP)
  {
    return params_.at[I][col_];
  }
#if defined(__CUDACC__)
  template <std::size_t I>
  OXIDE_DEVICE OXIDE_INLINE P param_read_only() const noexcept
    requires(I < NP)
  {
    return __ldg(params_.at[I] + col_);
  }
#endif

private:
  template <class, class, class, std::size_t> friend class column_walk;
  OXIDE_HD constexpr column(T *p, detail::column_input_t<In> in,
                            const detail::column_params<P, NP> &params, std::uint32_t row,
                            std::uint32_t col, size_t index) noexcept
      : p_(p), in_(in), params_(params), row_(row), col_(col), index_(index) {}
  T *p_;
  detail::column_input_t<In> in_;
  detail::column_params<P, NP> params_;
  std::uint32_t row_, col_;
  size_t index_;
};

// The walk itself, for range-for. Its begin() and end() are Tier 2 when
// called by hand, as every oxide iterator's.
template <class T, class In = void, class P = void, std::size_t NP = 0>
class OXIDE_WITNESS column_walk {
  using params_type = detail::column_params<P, NP>;

public:
  class iterator {
  public:
    OXIDE_HD constexpr column<T, In, P, NP> operator*() const noexcept {
      if constexpr (std::is_void_v<In>)
        return column<T, In, P, NP>(base_ + col_, in_, params_, row_, col_, first_ + col_);
      else
        return column<T, In, P, NP>(base_ + col_, in_ + col_, params_, row_, col_, first_ + col_);
    }
    OXIDE_HD constexpr iterator &operator++() noexcept { return col_ += step_, *this; }
    // A signed compare: both are under 2^31 (max_walk_width), and ptxas
    // unrolls a signed count as it does a raw `i < C` loop; with the
    // unsigned one it peeled a first iteration, one more load latency a
    // pass (llm.c's layernorm: 97.4% of its raw twin, from 97.0%, H200).
    OXIDE_HD constexpr bool operator!=(const iterator &end) const noexcept {
      return static_cast<std::int32_t>(col_) < static_cast<std::int32_t>(end.col_);
    }

  private:
    friend class column_walk;
    OXIDE_HD constexpr iterator(T *base, detail::column_input_t<In> in, const params_type &params,
                                size_t first, std::uint32_t row, std::uint32_t col,
                                std::uint32_t step) noexcept
        : base_(base), in_(in), params_(params), first_(first), row_(row), col_(col), step_(step) {}
    T *base_;
    detail::column_input_t<In> in_;
    params_type params_;
    size_t first_;
    std::uint32_t row_, col_, step_;
  };

  OXIDE_HD constexpr iterator begin() const noexcept {
    return iterator(base_, in_, params_, first_, row_, col_, step_);
  }
  OXIDE_HD constexpr iterator end() const noexcept {
    return iterator(base_, in_, params_, first_, row_, end_, 0);
  }

private:
  friend struct detail::column_access;
  OXIDE_HD constexpr column_walk(T *base, detail::column_input_t<In> in, const params_type &params,
                                 size_t first, std::uint32_t row, std::uint32_t col,
                                 std::uint32_t step, std::uint32_t end) noexcept
      : base_(base), in_(in), params_(params), first_(first), row_(row), col_(col), step_(step),
        end_(end) {}
  T *base_;
  detail::column_input_t<In> in_; // the input row's first element
  params_type params_;            // each per-column parameter's element 0
  size_t first_;
  std::uint32_t row_, col_, step_, end_;
};

namespace detail {
// A width under this keeps `col + step` (step <= 1024) under 2^31, so the
// walk's compare can be signed (see iterator::operator!=); a row 2 G
// elements wide is an empty walk.
inline constexpr std::uint32_t max_walk_width = 0x7fffffffu - 1024u;

struct column_access {
  // Row `row`, columns col, col + step, ... < the width; empty unless `ok`
  // and the row exists.
  template <class T, class Space>
  OXIDE_HD static constexpr column_walk<T> walk(const disjoint_slice<T, Space> &s, bool ok,
                                                std::uint32_t row, std::uint32_t col,
                                                std::uint32_t step) noexcept {
    const std::uint32_t w = s.row_width();
    const bool live = all_of(ok, row < s.rows(), w <= max_walk_width);
    const size_t first = size_t(row) * w;
    return column_walk<T>(disjoint_access::ptr(s) + (live ? first : 0), nullptr, {},
                          live ? first : 0, row, col, step, live ? w : 0);
  }
  // The same walk paired with an input read at the same (row, col): also
  // empty unless the input holds the whole row (first + w <= in.len(); no
  // overflow: row and w are under 2^32). One test for the row, none a read.
  // With per-column parameters, also empty unless each holds at least the
  // row's width (w <= p.len()): one test each, none a read.
  template <class T, class Space, class U, class... Ps>
  OXIDE_HD static constexpr auto walk(const disjoint_slice<T, Space> &s, const slice<const U> &in,
                                      bool ok, std::uint32_t row, std::uint32_t col,
                                      std::uint32_t step, const Ps &...params) noexcept {
    using P = typename column_params_of<Ps...>::type; // one error for a wrong parameter
    const std::uint32_t w = s.row_width();
    const size_t first = size_t(row) * w;
    const bool live = all_of(ok, row < s.rows(), w <= max_walk_width, first + w <= in.len(),
                             (w <= params.len())...);
    column_params<P, sizeof...(Ps)> at{};
    if constexpr (sizeof...(Ps) != 0 && column_params_of<Ps...>::ok)
      at = {{params.data()...}};
    return column_walk<T, U, P, sizeof...(Ps)>(disjoint_access::ptr(s) + (live ? first : 0),
                                               in.data() + (live ? first : 0), at, live ? first : 0,
                                               row, col, step, live ? w : 0);
  }
};
} // namespace detail

#if defined(__CUDACC__)
namespace detail {
// A lane's row in warp_row (the launch's warp index) and whether it fits 32
// bits: the row is checked against rows() in 32 bits only when the product
// fits, which blockIdx.x < 2^31 and warps_per_block <= 32 do not promise; a
// launch past 2^32 warps is an empty walk.
struct warp_row_position {
  std::uint32_t row;
  bool ok;
};
OXIDE_DEVICE OXIDE_INLINE warp_row_position warp_row_of_thread() noexcept {
  const std::uint32_t warps_per_block = (blockDim.x + 31u) / 32u;
  const std::uint32_t row = blockIdx.x * warps_per_block + threadIdx.x / 32u;
  const bool fits = size_t(blockIdx.x) * warps_per_block + threadIdx.x / 32u <= 0xffffffffu;
  return {row, all_of(launch_is_1d(), fits)};
}

// The lanes of this thread's warp in a 1D block (a walk of another shape is
// empty anyway). 32 whenever the block is whole warps, and written so that
// the compiler sees that where the block is known (a contract's exact
// block): the walk's step is then the constant 32 and ptxas unrolls it as
// it does a raw `i += 32` loop (four loads in flight; with a runtime step,
// one: layernorm ran at 70% of llm.c's kernel on the H200, 2026-12-03).
OXIDE_DEVICE OXIDE_INLINE std::uint32_t walk_lanes() noexcept {
  if (blockDim.x % 32u == 0)
    return 32u;
  const std::uint32_t left = blockDim.x - (threadIdx.x & ~31u);
  return left < 32u ? left : 32u;
}
} // namespace detail
#endif

#if defined(__CUDACC__)
namespace thread {

// This thread's columns of its block's row.
template <class T>
OXIDE_DEVICE OXIDE_INLINE column_walk<T> columns(const disjoint_slice<T, block_row> &out) noexcept {
  return detail::column_access::walk(out, detail::launch_is_1d(), blockIdx.x, threadIdx.x,
                                     blockDim.x);
}

// The same, paired with an input of the same shape: each column also reads
// `in` at its (row, col) with no check (column::in), the row proven once.
// Per-column parameters after it (a layernorm's weight and bias, each a
// slice<const P> of at least the row's width) are read at the column with
// no check either (column::param<I>); a shorter one empties the walk.
template <class T, class U, class... Ps>
OXIDE_DEVICE OXIDE_INLINE auto columns(const disjoint_slice<T, block_row> &out,
                                       const slice<const U> &in, const Ps &...params) noexcept {
  return detail::column_access::walk(out, in, detail::launch_is_1d(), blockIdx.x, threadIdx.x,
                                     blockDim.x, params...);
}

// This lane's columns of its warp's row.
template <class T>
OXIDE_DEVICE OXIDE_INLINE column_walk<T> columns(const disjoint_slice<T, warp_row> &out) noexcept {
  const detail::warp_row_position at = detail::warp_row_of_thread();
  return detail::column_access::walk(out, at.ok, at.row, threadIdx.x % 32u, detail::walk_lanes());
}

// The same, paired with an input of the same shape and per-column
// parameters (see above).
template <class T, class U, class... Ps>
OXIDE_DEVICE OXIDE_INLINE auto columns(const disjoint_slice<T, warp_row> &out,
                                       const slice<const U> &in, const Ps &...params) noexcept {
  const detail::warp_row_position at = detail::warp_row_of_thread();
  return detail::column_access::walk(out, in, at.ok, at.row, threadIdx.x % 32u,
                                     detail::walk_lanes(), params...);
}

} // namespace thread
#endif

} // namespace oxide
