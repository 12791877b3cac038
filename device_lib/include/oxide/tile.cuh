// oxide/tile.cuh: write tiles that check once, then write check-free.
//
// A thread's tile is the block of an output it alone owns: a run of N
// elements (linear_tiles<N>), or an R x C rectangle of a row-major matrix
// (row_major_tiles<R, C, S>, runtime_row_major_tiles<R, C>). Getting the tile
// does the one bounds proof, in 64-bit arithmetic; its accessors then have no
// branch. Clipped tiles cover matrices whose sizes are not multiples of the
// tile: the edge tile shrinks to what exists, and its accessors say, with
// one compare, whether (r, c) exists. Tiles are witnesses: the plugin keeps
// them in the thread that got them.
#pragma once

#include <oxide/config.cuh>
#include <oxide/disjoint.cuh>
#include <oxide/optional.cuh>
#include <oxide/thread.cuh>
#include <oxide/view.cuh>

#include <cstdint>

namespace oxide {

namespace detail {
struct disjoint_access {
  template <class T, class S>
  OXIDE_HD static constexpr T *ptr(const disjoint_slice<T, S> &s) noexcept {
    return s.ptr_;
  }
};
} // namespace detail

// R x C elements, rows `S` apart (compile-time stride).
template <class T, size_t R, size_t C, size_t S>
class OXIDE_WITNESS tile_2d {
public:
  OXIDE_HD static constexpr size_t rows() noexcept { return R; }
  OXIDE_HD static constexpr size_t cols() noexcept { return C; }
  template <size_t Row, size_t Col>
  OXIDE_HD constexpr T &at() const noexcept {
    static_assert(Row < R && Col < C, "tile_2d::at<r, c>: (r, c) is outside the tile");
    return ptr_[Row * S + Col];
  }
  OXIDE_HD constexpr tile_2d(detail::checked_t, T *p) noexcept : ptr_(p) {}

private:
  T *ptr_;
};

// R x C elements, rows `stride()` apart (the slice's runtime row width).
template <class T, size_t R, size_t C>
class OXIDE_WITNESS tile_2d_rt {
public:
  OXIDE_HD static constexpr size_t rows() noexcept { return R; }
  OXIDE_HD static constexpr size_t cols() noexcept { return C; }
  OXIDE_HD constexpr size_t stride() const noexcept { return stride_; }
  template <size_t Row, size_t Col>
  OXIDE_HD constexpr T &at() const noexcept {
    static_assert(Row < R && Col < C, "tile_2d_rt::at<r, c>: (r, c) is outside the tile");
    return ptr_[Row * stride_ + Col];
  }
  // Element (r, c) by runtime index: one compare, which folds in an unrolled loop.
  [[nodiscard]] OXIDE_HD constexpr optional_ref<T> get(size_t r, size_t c) const noexcept {
    return optional_ref<T>(detail::checked, ptr_, r * stride_ + c, detail::all_of(r < R, c < C));
  }
  // The tile as R x C / k wider elements V (float4 over float): one check
  // that the tile's start is aligned for V and its rows stay so (stride a
  // multiple of k); otherwise nothing, and the caller goes element by element.
  template <class V>
  OXIDE_HD constexpr auto as_vectors() const noexcept {
    constexpr size_t per = detail::lanes<V, T>;
    static_assert(sizeof(V) % sizeof(std::remove_cv_t<T>) == 0 && C % per == 0,
                  "tile_2d_rt::as_vectors<V>: V must hold k elements, k dividing the tile's width");
    using VT = detail::vector_of_t<V, T>;
    const bool ok = detail::all_of(detail::aligned_for<V>(ptr_), stride_ % per == 0);
    return maybe<tile_2d_rt<VT, R, C / per>>(
        detail::checked, tile_2d_rt<VT, R, C / per>(detail::checked, reinterpret_cast<VT *>(ptr_), stride_ / per),
        ok);
  }
  OXIDE_HD constexpr tile_2d_rt(detail::checked_t, T *p, size_t stride) noexcept
      : ptr_(p), stride_(stride) {}

private:
  T *ptr_;
  size_t stride_;
};

// An R x C tile cut to the matrix: rows() <= R and cols() <= C. Interior
// tiles are full; the tiles on the last rows and columns are what is left.
template <class T, size_t R, size_t C>
class OXIDE_WITNESS clipped_tile_2d {
public:
  OXIDE_HD constexpr std::uint32_t rows() const noexcept { return rows_; }
  OXIDE_HD constexpr std::uint32_t cols() const noexcept { return cols_; }
  OXIDE_HD constexpr bool is_full() const noexcept { return detail::all_of(rows_ == R, cols_ == C); }
  // Element (r, c) of the tile if it exists: one joined compare, no branch.
  template <size_t Row, size_t Col>
  OXIDE_HD constexpr optional_ref<T> at() const noexcept {
    static_assert(Row < R && Col < C, "clipped_tile_2d::at<r, c>: (r, c) is outside the tile");
    return optional_ref<T>(detail::checked, ptr_, Row * stride_ + Col,
                           detail::all_of(Row < rows_, Col < cols_));
  }
  // Element (r, c) by runtime index, if it exists: one joined compare.
  [[nodiscard]] OXIDE_HD constexpr optional_ref<T> get(size_t r, size_t c) const noexcept {
    return optional_ref<T>(detail::checked, ptr_, r * stride_ + c, detail::all_of(r < rows_, c < cols_));
  }
  // The whole tile, check-free, when this one is not clipped.
  OXIDE_HD constexpr maybe<tile_2d_rt<T, R, C>> full() const noexcept {
    return maybe<tile_2d_rt<T, R, C>>(detail::checked, tile_2d_rt<T, R, C>(detail::checked, ptr_, stride_),
                                      is_full());
  }
  OXIDE_HD constexpr clipped_tile_2d(detail::checked_t, T *p, size_t stride, std::uint32_t rows,
                                      std::uint32_t cols) noexcept
      : ptr_(p), stride_(stride), rows_(rows), cols_(cols) {}

private:
  T *ptr_;
  size_t stride_;
  std::uint32_t rows_, cols_;
};

// A thread's run of a linear_tiles<N> output: N elements, or fewer at the end.
template <class T, size_t N>
class OXIDE_WITNESS thread_run {
public:
  OXIDE_HD constexpr size_t len() const noexcept { return len_; }
  OXIDE_HD constexpr bool is_clipped() const noexcept { return len_ != N; }
  // Element I of the run if it exists: one compare, no branch.
  template <size_t I>
  OXIDE_HD constexpr optional_ref<T> at() const noexcept {
    static_assert(I < N, "thread_run::at<i>: i is outside the run");
    return optional_ref<T>(detail::checked, ptr_, I, I < len_);
  }
  [[nodiscard]] OXIDE_HD constexpr optional_ref<T> get(size_t i) const noexcept {
    return optional_ref<T>(detail::checked, ptr_, i, i < len_);
  }
  // The whole run as N / k wider elements V (float4 over float, ...): one
  // check that the run is whole and its start aligned for V; a clipped or
  // misaligned run refuses (take it element by element). With the contract's
  // facts (`p.len() % N == 0`, `aligned(p, ...)`) the check folds away.
  template <class V>
  OXIDE_HD constexpr auto as_vectors() const noexcept {
    constexpr size_t per = detail::lanes<V, T>;
    static_assert(sizeof(V) % sizeof(std::remove_cv_t<T>) == 0 && N % per == 0,
                  "thread_run::as_vectors<V>: V must hold k elements, k dividing the run");
    using VT = detail::vector_of_t<V, T>;
    const bool ok = detail::all_of(len_ == N, detail::aligned_for<V>(ptr_));
    return maybe<thread_run<VT, N / per>>(
        detail::checked, thread_run<VT, N / per>(detail::checked, reinterpret_cast<VT *>(ptr_), N / per), ok);
  }
  OXIDE_HD constexpr thread_run(detail::checked_t, T *p, size_t len) noexcept : ptr_(p), len_(len) {}

private:
  T *ptr_;
  size_t len_;
};

namespace detail {
// Tile arithmetic, scalar only (the pointer is formed after the proof).
// Thread t's run of N in `len` elements, counted in whole runs so that a
// contract fact `len % N == 0` (or any multiple of N) folds the tail away:
// `rest` becomes a known zero, the run is whole, its accessors check nothing.
struct run_plan {
  std::uint64_t start;
  size_t len;
  bool ok;
};
template <size_t N>
OXIDE_HD constexpr run_plan plan_run(size_t t, bool valid, size_t len) noexcept {
  const size_t whole = len / N, rest = len % N;
  // t <= whole, so t * N <= len: no overflow.
  const bool ok = detail::all_of(valid, detail::any_of(t < whole, detail::all_of(t == whole, rest != 0)));
  return run_plan{ok ? std::uint64_t(t) * N : 0, t < whole ? N : rest, ok};
}

} // namespace detail

// The thread's run in a linear_tiles<N> output, or nothing (it owns none).
template <class T, size_t N>
OXIDE_HD constexpr maybe<thread_run<T, N>> get_run(const disjoint_slice<T, linear_tiles<N>> &s,
                                                    const thread_index<index1d> &t) noexcept {
  const detail::run_plan r = detail::plan_run<N>(t.get(), t.is_valid(), s.len());
  return maybe<thread_run<T, N>>(
      detail::checked, thread_run<T, N>(detail::checked, detail::disjoint_access::ptr(s) + r.start, r.len), r.ok);
}

// The same run of an input: elements [t * N, t * N + N) of `s`, clipped at
// its end, or nothing. Read-only, so any thread may take any run.
template <size_t N, class T>
OXIDE_HD constexpr maybe<thread_run<const T, N>> get_run(const slice<T> &s,
                                                          const thread_index<index1d> &t) noexcept {
  const detail::run_plan r = detail::plan_run<N>(t.get(), t.is_valid(), s.len());
  return maybe<thread_run<const T, N>>(
      detail::checked, thread_run<const T, N>(detail::checked, s.data() + r.start, r.len), r.ok);
}

// The thread's whole tile of a row_major_tiles<R, C, S> output, or nothing.
template <class T, size_t R, size_t C, size_t S>
OXIDE_HD constexpr maybe<tile_2d<T, R, C, S>> get_tile_2d(const disjoint_slice<T, row_major_tiles<R, C, S>> &s,
                                                           const thread_index<runtime_index2d> &coord) noexcept {
  // An invalid coordinate's column is 2^32 - 1: its tile's last column is
  // past any stride under 2^32, so the stride test refuses it alone.
  constexpr bool stride_refuses_invalid = S <= 0xffffffffu;
  const detail::tile_plan t =
      detail::tile_start<R, C>(coord.row(), coord.col(), stride_refuses_invalid || coord.is_valid(), S, s.len());
  return maybe<tile_2d<T, R, C, S>>(
      detail::checked, tile_2d<T, R, C, S>(detail::checked, detail::disjoint_access::ptr(s) + (t.ok ? t.start : 0)),
      t.ok);
}

// The thread's whole tile of a runtime_row_major_tiles<R, C> output (rows are
// the slice's own width apart; no width argument), or nothing.
template <class T, size_t R, size_t C>
OXIDE_HD constexpr maybe<tile_2d_rt<T, R, C>>
get_tile_2d_rt(const disjoint_slice<T, runtime_row_major_tiles<R, C>> &s,
               const thread_index<runtime_index2d> &coord) noexcept {
  // A u32 width refuses an invalid coordinate (column 2^32 - 1) by itself;
  // the row is the hardware's, under row_limit.
  const std::uint32_t w = s.row_width();
  const detail::tile_plan t = detail::tile_start<R, C, detail::row_limit>(coord.row(), coord.col(), true, w, s.len());
  return maybe<tile_2d_rt<T, R, C>>(
      detail::checked, tile_2d_rt<T, R, C>(detail::checked, detail::disjoint_access::ptr(s) + (t.ok ? t.start : 0), w),
      t.ok);
}

// The thread's tile cut to the matrix: the matrix has len() / width rows of
// `width` elements; the tile keeps the rows and columns that exist. Nothing
// when the tile starts outside the matrix.
template <class T, size_t R, size_t C>
OXIDE_HD constexpr maybe<clipped_tile_2d<T, R, C>>
get_clipped_tile_2d(const disjoint_slice<T, runtime_row_major_tiles<R, C>> &s,
                    const thread_index<runtime_index2d> &coord) noexcept {
  const std::uint64_t w = s.row_width(), height = s.rows(); // rows: divided on the host
  const std::uint64_t first_row = std::uint64_t(coord.row()) * R;
  const std::uint64_t first_col = std::uint64_t(coord.col()) * C;
  // An invalid coordinate's column is 2^32 - 1: first_col < w refuses it.
  const bool ok = detail::all_of(first_row < height, first_col < w);
  const std::uint64_t rows_left = ok ? height - first_row : 0, cols_left = ok ? w - first_col : 0;
  const auto rows = std::uint32_t(rows_left < R ? rows_left : R);
  const auto cols = std::uint32_t(cols_left < C ? cols_left : C);
  T *p = detail::disjoint_access::ptr(s) + (ok ? first_row * w + first_col : 0);
  return maybe<clipped_tile_2d<T, R, C>>(detail::checked, clipped_tile_2d<T, R, C>(detail::checked, p, w, rows, cols),
                                         ok);
}

} // namespace oxide
