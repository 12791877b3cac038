// oxide/view.cuh: read views that check once, then read check-free.
//
// A view is built inside the kernel from a slice<const T>. Building it does
// the one bounds proof (in 64-bit arithmetic, so nothing wraps); after that
// every read inside the strip needs at most one compare (get) or none
// (iteration, zip_exact). Any number of threads may hold overlapping read
// views: reading cannot race.
#pragma once

#include <oxide/config.cuh>
#include <oxide/optional.cuh>
#include <oxide/slice.cuh>
#include <oxide/thread.cuh>

#include <cstdint>

namespace oxide {

// The result of a check that yields a view: the view, or nothing. Like
// optional_ref, a plain {value, bool} with no branch of its own.
template <class V>
class OXIDE_MARK("oxide.carrier") maybe {
public:
  OXIDE_HD constexpr maybe(detail::checked_t, V v, bool ok) noexcept : v_(v), ok_(ok) {}
  OXIDE_HD constexpr explicit operator bool() const noexcept { return ok_; }
  OXIDE_HD constexpr bool has_value() const noexcept { return ok_; }
  // The view when the check passed; an empty result traps.
  OXIDE_HD constexpr const V &operator*() const noexcept { return value(); }
  OXIDE_HD constexpr const V *operator->() const noexcept { return &value(); }
  OXIDE_HD constexpr const V &value() const noexcept {
    if (!ok_)
      detail::check_failed();
    return v_;
  }
  // The view, or `fallback` (row_view<T>::empty() in a kernel with barriers,
  // where every thread must go on): a select, no branch. For a view and an
  // empty fallback only the length is selected: the base pointer stays the
  // one the check formed, so loads stay ld.global under nvcc (a select
  // between a global pointer and null turns them into generic loads).
  OXIDE_HD constexpr V value_or(V fallback) const noexcept {
    if constexpr (requires { v_.or_empty(fallback, ok_); })
      return v_.or_empty(fallback, ok_);
    else
      return ok_ ? v_ : fallback;
  }

private:
  V v_;
  bool ok_;
};

template <class T>
class col_view;
namespace detail {
struct walk_run;
}

// A thread's walk along one row or column view in steps of Step elements:
// element `first`, then first + Step, first + 2 * Step, ... while they are
// inside the view. Made by row_view::steps<Step>(first) or
// col_view::steps<Step>(first), which does the one proof (how many
// elements the walk has left); each next_or is then one compare and a
// pointer step, the loads of a raw loop's `p += step`. A tiled GEMM's
// k-loop walks its thread's row of A and column of B this way.
template <class T>
class view_steps {
public:
  using value_type = std::remove_cv_t<T>;
  // Elements the walk has still to give (0 once it has left the view).
  OXIDE_HD constexpr std::uint32_t left() const noexcept { return left_; }
  // The element under the walk, or `fill` once the walk has left the view;
  // then the walk moves on by Step. The pointer moves only onto an element
  // of the view, so it never leaves it (and `left` never wraps: it stops at 0).
  // `fill` is a value_type: a conversion to it runs at the call, in the
  // caller's code, where the plugin checks it, not in some threads here.
  OXIDE_HD constexpr value_type next_or(value_type fill) noexcept {
    const bool live = left_ != 0;
    const value_type v = live ? *p_ : fill;
    left_ -= live ? 1u : 0u;
    if (left_ != 0)
      p_ += delta_;
    return v;
  }

private:
  template <class>
  friend class row_view;
  template <class>
  friend class col_view;
  friend struct detail::walk_run;
  // A run of `n` elements read with no test, for a caller that has proven
  // left() >= n (block_shared::publish_steps through detail::walk_run,
  // after a vote that every walk covers every step): n - 1 calls of step_within, then last_within(n).
  // step_within reads and moves the pointer on, but leaves the count: the
  // loop then carries only the pointer, as a raw kernel's. Until
  // last_within the count is stale, so the walk must be the caller's own
  // copy, which nothing else reads. The pointer stays on an element: after
  // k < n steps it is on element k.
  OXIDE_HD constexpr value_type step_within() noexcept {
    const value_type v = *p_;
    p_ += delta_;
    return v;
  }
  // The run's last element; the walk is then where n calls of next_or
  // leave it: n fewer elements, the pointer on the next one if any is left.
  OXIDE_HD constexpr value_type last_within(std::uint32_t n) noexcept {
    const value_type v = *p_;
    left_ -= n;
    if (left_ != 0)
      p_ += delta_;
    return v;
  }
  OXIDE_HD constexpr view_steps(const T *p, size_t delta, std::uint32_t left) noexcept
      : p_(p), delta_(delta), left_(left) {}

  const T *p_; // the element under the walk, when left_ != 0
  size_t delta_;
  std::uint32_t left_;
};

namespace detail {
// view_steps' unchecked run (step_within, last_within), for oxide's own
// loops that have proven the walk long enough: block_shared::publish_steps.
// In oxide::detail, so safe code cannot name it.
struct walk_run {
  template <class T>
  OXIDE_HD static constexpr auto step(view_steps<T> &w) noexcept {
    return w.step_within();
  }
  template <class T>
  OXIDE_HD static constexpr auto last(view_steps<T> &w, std::uint32_t n) noexcept {
    return w.last_within(n);
  }
};

// How many of first, first + Step, ... are under len.
template <std::uint32_t Step>
OXIDE_HD constexpr std::uint32_t steps_left(std::uint32_t first, std::uint32_t len) noexcept {
  static_assert(Step > 0, "steps<Step>: Step must be positive");
  if constexpr (Step > 0) // only the assertion's message for Step == 0
    return first < len ? (len - first - 1u) / Step + 1u : 0u;
  else
    return 0u;
}
} // namespace detail

// Consecutive elements: one row band of a matrix.
template <class T>
class row_view {
public:
  using value_type = std::remove_cv_t<T>;
  class iterator {
  public:
    OXIDE_HD constexpr iterator(const T *p, std::uint32_t i) noexcept : p_(p), i_(i) {}
    OXIDE_HD constexpr const T &operator*() const noexcept { return p_[i_]; }
    OXIDE_HD constexpr iterator &operator++() noexcept { return ++i_, *this; }
    OXIDE_HD constexpr bool operator!=(const iterator &o) const noexcept { return i_ != o.i_; }

  private:
    const T *p_;
    std::uint32_t i_;
  };

  // A view of nothing: every get() gives the fill value, iteration is empty.
  OXIDE_HD static constexpr row_view empty() noexcept { return row_view(nullptr, 0); }

  OXIDE_HD constexpr std::uint32_t len() const noexcept { return len_; }
  OXIDE_HD constexpr bool is_empty() const noexcept { return len_ == 0; }
  // Element i, or nothing: exactly one compare. Use value_or(fill) at edges.
  [[nodiscard]] OXIDE_HD constexpr optional_ref<const T> get(std::uint32_t i) const noexcept {
    return optional_ref<const T>(detail::checked, ptr_, i, i < len_);
  }
  OXIDE_HD constexpr iterator begin() const noexcept { return iterator(ptr_, 0); }
  OXIDE_HD constexpr iterator end() const noexcept { return iterator(ptr_, len_); }

  // maybe::value_or's helper: this view if `ok`, else `fallback`; when the
  // fallback is empty (known at compile time) only the length is selected.
  OXIDE_HD constexpr row_view or_empty(const row_view &fallback, bool ok) const noexcept {
    if (fallback.len_ == 0)
      return row_view(ptr_, ok ? len_ : 0);
    return ok ? *this : fallback;
  }

  // A walk from element `first` in steps of Step (view_steps).
  template <std::uint32_t Step>
  OXIDE_HD constexpr view_steps<T> steps(std::uint32_t first) const noexcept {
    const std::uint32_t left = detail::steps_left<Step>(first, len_);
    return view_steps<T>(ptr_ + (left != 0 ? first : 0), Step, left);
  }

  // Pairs (row[i], col[i]) after one length check: a dot product's loop.
  OXIDE_HD constexpr auto zip_exact(const col_view<T> &col) const noexcept;

private:
  template <class>
  friend class matrix_view;
  OXIDE_HD constexpr row_view(const T *p, std::uint32_t len) noexcept : ptr_(p), len_(len) {}

  const T *ptr_;
  std::uint32_t len_;
};

// Elements `stride` apart: one column band of a row-major matrix.
template <class T>
class col_view {
public:
  using value_type = std::remove_cv_t<T>;
  class iterator {
  public:
    OXIDE_HD constexpr iterator(const T *p, size_t stride, std::uint32_t i) noexcept
        : p_(p), stride_(stride), i_(i) {}
    OXIDE_HD constexpr const T &operator*() const noexcept { return p_[i_ * stride_]; }
    OXIDE_HD constexpr iterator &operator++() noexcept { return ++i_, *this; }
    OXIDE_HD constexpr bool operator!=(const iterator &o) const noexcept { return i_ != o.i_; }

  private:
    const T *p_;
    size_t stride_;
    std::uint32_t i_;
  };

  OXIDE_HD static constexpr col_view empty() noexcept { return col_view(nullptr, 0, 0); }

  OXIDE_HD constexpr std::uint32_t len() const noexcept { return len_; }
  OXIDE_HD constexpr bool is_empty() const noexcept { return len_ == 0; }
  OXIDE_HD constexpr std::uint32_t stride() const noexcept { return stride_; }
  // Element i (offset i * stride, in 64 bits), or nothing: one compare.
  [[nodiscard]] OXIDE_HD constexpr optional_ref<const T> get(std::uint32_t i) const noexcept {
    return optional_ref<const T>(detail::checked, ptr_, size_t(i) * stride_, i < len_);
  }
  OXIDE_HD constexpr iterator begin() const noexcept { return iterator(ptr_, stride_, 0); }
  OXIDE_HD constexpr iterator end() const noexcept { return iterator(ptr_, stride_, len_); }

  // A walk from element `first` in steps of Step (view_steps): each step
  // moves Step * stride elements.
  template <std::uint32_t Step>
  OXIDE_HD constexpr view_steps<T> steps(std::uint32_t first) const noexcept {
    const std::uint32_t left = detail::steps_left<Step>(first, len_);
    return view_steps<T>(ptr_ + (left != 0 ? size_t(first) * stride_ : 0), size_t(Step) * stride_,
                         left);
  }

  OXIDE_HD constexpr col_view or_empty(const col_view &fallback, bool ok) const noexcept {
    if (fallback.len_ == 0)
      return col_view(ptr_, stride_, ok ? len_ : 0);
    return ok ? *this : fallback;
  }

private:
  template <class>
  friend class matrix_view;
  template <class>
  friend class row_view;
  OXIDE_HD constexpr col_view(const T *p, std::uint32_t stride, std::uint32_t len) noexcept
      : ptr_(p), stride_(stride), len_(len) {}

  const T *ptr_;
  std::uint32_t stride_;
  std::uint32_t len_;
};

// A row and a column of the same length, walked with one counter.
template <class T>
class zip_view {
public:
  struct pair {
    T first, second;
  };
  // Two pointers advanced together and one counter compared: the loop a
  // programmer writes by hand, with nothing to check inside it.
  class iterator {
  public:
    OXIDE_HD constexpr iterator(const T *r, const T *c, size_t stride) noexcept
        : r_(r), c_(c), stride_(stride), i_(0) {}
    // The end: only the count matters (no pointer is formed past the data).
    OXIDE_HD constexpr explicit iterator(std::uint32_t end) noexcept
        : r_(nullptr), c_(nullptr), stride_(0), i_(end) {}
    OXIDE_HD constexpr pair operator*() const noexcept { return {*r_, *c_}; }
    OXIDE_HD constexpr iterator &operator++() noexcept {
      ++r_;
      c_ += stride_;
      ++i_;
      return *this;
    }
    OXIDE_HD constexpr bool operator!=(const iterator &o) const noexcept { return i_ != o.i_; }

  private:
    const T *r_;
    const T *c_;
    size_t stride_;
    std::uint32_t i_;
  };

  OXIDE_HD constexpr zip_view(detail::checked_t, const T *r, const T *c, std::uint32_t stride,
                               std::uint32_t len) noexcept
      : r_(r), c_(c), stride_(stride), len_(len) {}
  OXIDE_HD constexpr std::uint32_t len() const noexcept { return len_; }
  OXIDE_HD constexpr iterator begin() const noexcept { return iterator(r_, c_, stride_); }
  OXIDE_HD constexpr iterator end() const noexcept { return iterator(len_); }

private:
  const T *r_;
  const T *c_;
  std::uint32_t stride_;
  std::uint32_t len_;
};

template <class T>
OXIDE_HD constexpr auto row_view<T>::zip_exact(const col_view<T> &col) const noexcept {
  using R = std::remove_cv_t<T>;
  return maybe<zip_view<R>>(detail::checked, zip_view<R>(detail::checked, ptr_, col.ptr_, col.stride_, len_),
                            len_ == col.len_);
}

namespace detail {
// A whole R x C tile at coordinate (row, col) of rows `stride` apart, row
// under RowBound (2^32 for any u32; 2^26 for a thread's own coordinate,
// thread.cuh's row_limit). The overflow test of last_row * stride +
// last_col is a 128-bit product (mul.lo and mul.hi), not a 64-bit division:
// the u64 division it replaced was a div.u64 subroutine call in every safe
// GEMM's epilogue (docs/performance.md). With a 32-bit stride and
// RowBound * R <= 2^32, last_row fits in u32, so last_row * stride +
// last_col < (last_row + 1) * stride < 2^64 (last_col < stride is tested):
// no overflow test at all, and one 32 x 32 -> 64 multiply, as in a raw
// kernel. The proof is returned as a bool, not folded into a sentinel
// start: a second proof of the same tile (an input's, matrix_view::tile) is
// then the same expression, and the compiler drops it under the first.
struct tile_plan {
  std::uint64_t start;
  bool ok;
};
inline constexpr std::uint64_t u32_rows = std::uint64_t(1) << 32;
template <size_t R, size_t C, std::uint64_t RowBound = u32_rows, class Stride>
OXIDE_HD constexpr tile_plan tile_start(std::uint32_t row, std::uint32_t col, bool valid, Stride stride,
                                         size_t len) noexcept {
  // row, col < 2^32 and R, C < 2^32: the products fit in u64.
  const std::uint64_t first_col = std::uint64_t(col) * C, last_col = first_col + (C - 1);
  const std::uint64_t w = stride;
  static_assert(R <= 0xffffffffu && C <= 0xffffffffu, "tile_start: tile sides must fit in u32");
  // RowBound * R <= 2^32, written so that it cannot wrap.
  if constexpr (sizeof(Stride) <= sizeof(std::uint32_t) && R <= u32_rows / RowBound) {
    const auto first_row = static_cast<std::uint32_t>(row * R);
    const auto last_row = static_cast<std::uint32_t>(first_row + (R - 1));
    const bool ok = detail::all_of(valid, last_col < w, std::uint64_t(last_row) * w + last_col < len);
    return tile_plan{std::uint64_t(first_row) * w + first_col, ok};
  } else {
    const std::uint64_t first_row = std::uint64_t(row) * R, last_row = first_row + (R - 1);
    const unsigned __int128 end = static_cast<unsigned __int128>(last_row) * w + last_col;
    const bool ok = detail::all_of(valid, last_col < w, (end >> 64) == 0, last_row * w + last_col < len);
    return tile_plan{first_row * w + first_col, ok};
  }
}
} // namespace detail

// An R x C block of a read-only matrix, rows `stride()` apart: one proof
// when it is made (matrix_view::tile), then reads with no check at all.
template <class T, size_t R, size_t C>
class tile_view {
public:
  OXIDE_HD static constexpr size_t rows() noexcept { return R; }
  OXIDE_HD static constexpr size_t cols() noexcept { return C; }
  OXIDE_HD constexpr size_t stride() const noexcept { return stride_; }
  template <size_t Row, size_t Col>
  OXIDE_HD constexpr const T &at() const noexcept {
    static_assert(Row < R && Col < C, "tile_view::at<r, c>: (r, c) is outside the tile");
    return ptr_[Row * stride_ + Col];
  }
  // Element (r, c) by runtime index: one compare, which folds in an unrolled loop.
  [[nodiscard]] OXIDE_HD constexpr optional_ref<const T> get(size_t r, size_t c) const noexcept {
    return optional_ref<const T>(detail::checked, ptr_, r * stride_ + c, detail::all_of(r < R, c < C));
  }
  OXIDE_HD constexpr tile_view(detail::checked_t, const T *p, size_t stride) noexcept : ptr_(p), stride_(stride) {}

private:
  const T *ptr_;
  size_t stride_;
};

// A row-major matrix over a slice: rows of `stride` elements. Building it
// checks nothing (a stride of 0 just makes every band check fail).
// matrix_view(s, stride, rows) also knows how many rows it has: one proof
// when it is made, rows * stride <= s.len() in u64 (a view that fails it
// has no rows), so that get(r, c) tests r and c against the sides, in u32.
template <class T>
class matrix_view {
public:
  OXIDE_HD constexpr matrix_view(slice<T> s, std::uint32_t stride) noexcept
      : ptr_(s.data()), len_(s.len()), stride_(stride) {}
  OXIDE_HD constexpr matrix_view(slice<T> s, std::uint32_t stride, std::uint32_t rows) noexcept
      : ptr_(s.data()), len_(s.len()), stride_(stride),
        rows_(std::uint64_t(rows) * stride <= s.len() ? rows : 0), rows_known_(true) {}

  OXIDE_HD constexpr std::uint32_t stride() const noexcept { return stride_; }
  OXIDE_HD constexpr size_t len() const noexcept { return len_; }
  OXIDE_HD constexpr bool is_empty() const noexcept { return len_ == 0; }

  // Element (r, c), or nothing. With the rows known, two u32 compares, r <
  // rows and c < stride, which do not wait on the offset's u64 product (a
  // one-float-a-thread transpose: 100.1% of its raw twin, against 99.0%
  // with the u64 test of a slice's get, H200, 2026-12-04,
  // examples/transpose/README.md); else c < stride and r * stride + c <
  // len, in u64. Its value_or forms the address early, as a slice's get.
  // Read-only, as every view here: the element of a writable slice is
  // const too.
  [[nodiscard]] OXIDE_HD constexpr optional_ref<const T> get(std::uint32_t r,
                                                             std::uint32_t c) const noexcept {
    const size_t offset = size_t(r) * stride_ + c;
    const bool ok = rows_known_ ? detail::all_of(r < rows_, c < stride_)
                                : detail::all_of(c < stride_, offset < len_);
    return optional_ref<const T>(detail::checked, detail::early_address, ptr_, offset, ok);
  }

  // Row r's first `cols` elements, or nothing. One proof, in u64:
  // 0 < cols <= stride and r * stride + cols - 1 < len.
  OXIDE_HD constexpr maybe<row_view<T>> row(std::uint32_t r, std::uint32_t cols) const noexcept {
    const std::uint64_t start = std::uint64_t(r) * stride_;
    const bool ok = detail::all_of(cols != 0, cols <= stride_, start + (cols - 1) < len_);
    // Only the offset is selected: the length stays `cols`, a kernel argument,
    // so a loop over the view keeps a uniform trip count (ptxas then keeps
    // the counter in uniform registers, as in a raw loop to k). The view is
    // reachable only through a passed check or value_or, which zeroes it.
    return maybe<row_view<T>>(detail::checked, row_view<T>(ptr_ + (ok ? start : 0), cols), ok);
  }
  // Column c's first `rows` elements, or nothing. One proof, in u64:
  // rows != 0, c < stride and (rows - 1) * stride + c < len.
  OXIDE_HD constexpr maybe<col_view<T>> col(std::uint32_t c, std::uint32_t rows) const noexcept {
    const std::uint64_t last = std::uint64_t(rows - 1) * stride_ + c;
    const bool ok = detail::all_of(rows != 0, c < stride_, last < len_);
    return maybe<col_view<T>>(detail::checked, col_view<T>(ptr_ + (ok ? c : 0), stride_, rows), ok);
  }

  // Tile (r, c) of R x C elements: rows [r * R, r * R + R), columns
  // [c * C, c * C + C), or nothing. One proof, the same as an output tile's
  // (get_tile_2d): so reading an input's tile at the thread's own tile
  // coordinate costs no compare beyond the output tile's, when the contract
  // makes the lengths equal. Reads only: any thread may take any tile.
  template <size_t R, size_t C>
  OXIDE_HD constexpr maybe<tile_view<std::remove_cv_t<T>, R, C>> tile(std::uint32_t r,
                                                                           std::uint32_t c) const noexcept {
    return tile_at<R, C, detail::u32_rows>(r, c);
  }
  // The tile at a thread's own coordinate (its output tile's, get_tile_2d_rt),
  // whose row the hardware bounds: the same proof, so it folds under the
  // output's, and no overflow test for small tiles.
  template <size_t R, size_t C>
  OXIDE_HD constexpr maybe<tile_view<std::remove_cv_t<T>, R, C>>
  tile(const thread_index<runtime_index2d> &coord) const noexcept {
    return tile_at<R, C, detail::row_limit>(coord.row(), coord.col());
  }

private:
  template <size_t R, size_t C, std::uint64_t RowBound>
  OXIDE_HD constexpr maybe<tile_view<std::remove_cv_t<T>, R, C>> tile_at(std::uint32_t r,
                                                                              std::uint32_t c) const noexcept {
    static_assert(R > 0 && C > 0 && R <= 0xffffffffu && C <= 0xffffffffu,
                  "matrix_view::tile<R, C>: sides must be non-empty and fit in u32");
    using E = std::remove_cv_t<T>;
    const detail::tile_plan t = detail::tile_start<R, C, RowBound>(r, c, true, stride_, len_);
    return maybe<tile_view<E, R, C>>(detail::checked,
                                     tile_view<E, R, C>(detail::checked, ptr_ + (t.ok ? t.start : 0), stride_), t.ok);
  }

  T *ptr_;
  size_t len_;
  std::uint32_t stride_;
  std::uint32_t rows_ = 0;
  bool rows_known_ = false;
};

template <class T>
matrix_view(slice<T>, std::uint32_t) -> matrix_view<T>;
template <class T>
matrix_view(slice<T>, std::uint32_t, std::uint32_t) -> matrix_view<T>;

namespace detail {
// Elements of T read as one wider V (float4 over float): k of them a V, and
// V with T's constness. The one alignment test every as_vectors makes.
template <class V, class T>
inline constexpr size_t lanes = sizeof(V) / sizeof(std::remove_cv_t<T>);
template <class V, class T>
using vector_of_t = std::conditional_t<std::is_const_v<T>, const V, V>;
template <class V, class T>
OXIDE_HD constexpr bool aligned_for(const T *p) noexcept {
  return reinterpret_cast<std::uintptr_t>(p) % alignof(V) == 0;
}
} // namespace detail

// The slice read as wider elements (float4, int4, double2, ...): one check
// that the data is aligned for V and that the length divides into whole V's,
// then a slice of V. It refuses, never truncates. When the contract already
// states both (aligned(p, 16), p.len() % 4 == 0), the check folds away.
template <class V, class T>
OXIDE_HD constexpr maybe<slice<const V>> as_vectors(slice<T> s) noexcept {
  static_assert(sizeof(V) % sizeof(T) == 0, "as_vectors<V>: V must hold a whole number of T");
  constexpr size_t per = detail::lanes<V, T>;
  const bool ok = detail::all_of(detail::aligned_for<V>(s.data()), s.len() % per == 0);
  return maybe<slice<const V>>(
      detail::checked, slice<const V>::from_raw_parts(reinterpret_cast<const V *>(s.data()), s.len() / per),
      ok);
}

} // namespace oxide
