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

#include <cuda/std/cstdint>

namespace oxide {

// The result of a check that yields a view: the view, or nothing. Like
// optional_ref, a plain {value, bool} with no branch of its own.
template <class V>
class _OXIDE_MARK("oxide.carrier") maybe {
public:
  _OXIDE_HD constexpr maybe(detail::checked_t, V v, bool ok) noexcept : v_(v), ok_(ok) {}
  _OXIDE_HD constexpr explicit operator bool() const noexcept { return ok_; }
  _OXIDE_HD constexpr bool has_value() const noexcept { return ok_; }
  // The view when the check passed; an empty result traps.
  _OXIDE_HD constexpr const V &operator*() const noexcept { return value(); }
  _OXIDE_HD constexpr const V *operator->() const noexcept { return &value(); }
  _OXIDE_HD constexpr const V &value() const noexcept {
    if (!ok_)
      detail::check_failed();
    return v_;
  }
  // The view, or `fallback` (row_view<T>::empty() in a kernel with barriers,
  // where every thread must go on): a select, no branch. For a view and an
  // empty fallback only the length is selected: the base pointer stays the
  // one the check formed, so loads stay ld.global under nvcc (a select
  // between a global pointer and null turns them into generic loads).
  _OXIDE_HD constexpr V value_or(V fallback) const noexcept {
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

// Consecutive elements: one row band of a matrix.
template <class T>
class row_view {
public:
  using value_type = cuda::std::remove_cv_t<T>;
  class iterator {
  public:
    _OXIDE_HD constexpr iterator(const T *p, cuda::std::uint32_t i) noexcept : p_(p), i_(i) {}
    _OXIDE_HD constexpr const T &operator*() const noexcept { return p_[i_]; }
    _OXIDE_HD constexpr iterator &operator++() noexcept { return ++i_, *this; }
    _OXIDE_HD constexpr bool operator!=(const iterator &o) const noexcept { return i_ != o.i_; }

  private:
    const T *p_;
    cuda::std::uint32_t i_;
  };

  // A view of nothing: every get() gives the fill value, iteration is empty.
  _OXIDE_HD static constexpr row_view empty() noexcept { return row_view(nullptr, 0); }

  _OXIDE_HD constexpr cuda::std::uint32_t len() const noexcept { return len_; }
  _OXIDE_HD constexpr bool is_empty() const noexcept { return len_ == 0; }
  // Element i, or nothing: exactly one compare. Use value_or(fill) at edges.
  _OXIDE_HD constexpr optional_ref<const T> get(cuda::std::uint32_t i) const noexcept {
    return optional_ref<const T>(detail::checked, ptr_, i, i < len_);
  }
  _OXIDE_HD constexpr iterator begin() const noexcept { return iterator(ptr_, 0); }
  _OXIDE_HD constexpr iterator end() const noexcept { return iterator(ptr_, len_); }

  // maybe::value_or's helper: this view if `ok`, else `fallback`; when the
  // fallback is empty (known at compile time) only the length is selected.
  _OXIDE_HD constexpr row_view or_empty(const row_view &fallback, bool ok) const noexcept {
    if (fallback.len_ == 0)
      return row_view(ptr_, ok ? len_ : 0);
    return ok ? *this : fallback;
  }

  // Pairs (row[i], col[i]) after one length check: a dot product's loop.
  _OXIDE_HD constexpr auto zip_exact(const col_view<T> &col) const noexcept;

private:
  template <class>
  friend class matrix_view;
  _OXIDE_HD constexpr row_view(const T *p, cuda::std::uint32_t len) noexcept : ptr_(p), len_(len) {}

  const T *ptr_;
  cuda::std::uint32_t len_;
};

// Elements `stride` apart: one column band of a row-major matrix.
template <class T>
class col_view {
public:
  using value_type = cuda::std::remove_cv_t<T>;
  class iterator {
  public:
    _OXIDE_HD constexpr iterator(const T *p, size_t stride, cuda::std::uint32_t i) noexcept
        : p_(p), stride_(stride), i_(i) {}
    _OXIDE_HD constexpr const T &operator*() const noexcept { return p_[i_ * stride_]; }
    _OXIDE_HD constexpr iterator &operator++() noexcept { return ++i_, *this; }
    _OXIDE_HD constexpr bool operator!=(const iterator &o) const noexcept { return i_ != o.i_; }

  private:
    const T *p_;
    size_t stride_;
    cuda::std::uint32_t i_;
  };

  _OXIDE_HD static constexpr col_view empty() noexcept { return col_view(nullptr, 0, 0); }

  _OXIDE_HD constexpr cuda::std::uint32_t len() const noexcept { return len_; }
  _OXIDE_HD constexpr bool is_empty() const noexcept { return len_ == 0; }
  _OXIDE_HD constexpr cuda::std::uint32_t stride() const noexcept { return stride_; }
  // Element i (offset i * stride, in 64 bits), or nothing: one compare.
  _OXIDE_HD constexpr optional_ref<const T> get(cuda::std::uint32_t i) const noexcept {
    return optional_ref<const T>(detail::checked, ptr_, size_t(i) * stride_, i < len_);
  }
  _OXIDE_HD constexpr iterator begin() const noexcept { return iterator(ptr_, stride_, 0); }
  _OXIDE_HD constexpr iterator end() const noexcept { return iterator(ptr_, stride_, len_); }

  _OXIDE_HD constexpr col_view or_empty(const col_view &fallback, bool ok) const noexcept {
    if (fallback.len_ == 0)
      return col_view(ptr_, stride_, ok ? len_ : 0);
    return ok ? *this : fallback;
  }

private:
  template <class>
  friend class matrix_view;
  template <class>
  friend class row_view;
  _OXIDE_HD constexpr col_view(const T *p, cuda::std::uint32_t stride, cuda::std::uint32_t len) noexcept
      : ptr_(p), stride_(stride), len_(len) {}

  const T *ptr_;
  cuda::std::uint32_t stride_;
  cuda::std::uint32_t len_;
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
    _OXIDE_HD constexpr iterator(const T *r, const T *c, size_t stride) noexcept
        : r_(r), c_(c), stride_(stride), i_(0) {}
    // The end: only the count matters (no pointer is formed past the data).
    _OXIDE_HD constexpr explicit iterator(cuda::std::uint32_t end) noexcept
        : r_(nullptr), c_(nullptr), stride_(0), i_(end) {}
    _OXIDE_HD constexpr pair operator*() const noexcept { return {*r_, *c_}; }
    _OXIDE_HD constexpr iterator &operator++() noexcept {
      ++r_;
      c_ += stride_;
      ++i_;
      return *this;
    }
    _OXIDE_HD constexpr bool operator!=(const iterator &o) const noexcept { return i_ != o.i_; }

  private:
    const T *r_;
    const T *c_;
    size_t stride_;
    cuda::std::uint32_t i_;
  };

  _OXIDE_HD constexpr zip_view(detail::checked_t, const T *r, const T *c, cuda::std::uint32_t stride,
                               cuda::std::uint32_t len) noexcept
      : r_(r), c_(c), stride_(stride), len_(len) {}
  _OXIDE_HD constexpr cuda::std::uint32_t len() const noexcept { return len_; }
  _OXIDE_HD constexpr iterator begin() const noexcept { return iterator(r_, c_, stride_); }
  _OXIDE_HD constexpr iterator end() const noexcept { return iterator(len_); }

private:
  const T *r_;
  const T *c_;
  cuda::std::uint32_t stride_;
  cuda::std::uint32_t len_;
};

template <class T>
_OXIDE_HD constexpr auto row_view<T>::zip_exact(const col_view<T> &col) const noexcept {
  using R = cuda::std::remove_cv_t<T>;
  return maybe<zip_view<R>>(detail::checked, zip_view<R>(detail::checked, ptr_, col.ptr_, col.stride_, len_),
                            len_ == col.len_);
}

// A row-major matrix over a slice: rows of `stride` elements. Building it
// checks nothing (a stride of 0 just makes every band check fail).
template <class T>
class matrix_view {
public:
  _OXIDE_HD constexpr matrix_view(slice<T> s, cuda::std::uint32_t stride) noexcept
      : ptr_(s.data()), len_(s.len()), stride_(stride) {}

  _OXIDE_HD constexpr cuda::std::uint32_t stride() const noexcept { return stride_; }
  _OXIDE_HD constexpr size_t len() const noexcept { return len_; }
  _OXIDE_HD constexpr bool is_empty() const noexcept { return len_ == 0; }

  // Row r's first `cols` elements, or nothing. One proof, in u64:
  // 0 < cols <= stride and r * stride + cols - 1 < len.
  _OXIDE_HD constexpr maybe<row_view<T>> row(cuda::std::uint32_t r, cuda::std::uint32_t cols) const noexcept {
    const cuda::std::uint64_t start = cuda::std::uint64_t(r) * stride_;
    const bool ok = detail::all_of(cols != 0, cols <= stride_, start + (cols - 1) < len_);
    // Only the offset is selected: the length stays `cols`, a kernel argument,
    // so a loop over the view keeps a uniform trip count (ptxas then keeps
    // the counter in uniform registers, as in a raw loop to k). The view is
    // reachable only through a passed check or value_or, which zeroes it.
    return maybe<row_view<T>>(detail::checked, row_view<T>(ptr_ + (ok ? start : 0), cols), ok);
  }
  // Column c's first `rows` elements, or nothing. One proof, in u64:
  // rows != 0, c < stride and (rows - 1) * stride + c < len.
  _OXIDE_HD constexpr maybe<col_view<T>> col(cuda::std::uint32_t c, cuda::std::uint32_t rows) const noexcept {
    const cuda::std::uint64_t last = cuda::std::uint64_t(rows - 1) * stride_ + c;
    const bool ok = detail::all_of(rows != 0, c < stride_, last < len_);
    return maybe<col_view<T>>(detail::checked, col_view<T>(ptr_ + (ok ? c : 0), stride_, rows), ok);
  }

private:
  T *ptr_;
  size_t len_;
  cuda::std::uint32_t stride_;
};

template <class T>
matrix_view(slice<T>, cuda::std::uint32_t) -> matrix_view<T>;

namespace detail {
// Elements of T read as one wider V (float4 over float): k of them a V, and
// V with T's constness. The one alignment test every as_vectors makes.
template <class V, class T>
inline constexpr size_t lanes = sizeof(V) / sizeof(cuda::std::remove_cv_t<T>);
template <class V, class T>
using vector_of_t = cuda::std::conditional_t<cuda::std::is_const_v<T>, const V, V>;
template <class V, class T>
_OXIDE_HD constexpr bool aligned_for(const T *p) noexcept {
  return reinterpret_cast<cuda::std::uintptr_t>(p) % alignof(V) == 0;
}
} // namespace detail

// The slice read as wider elements (float4, int4, double2, ...): one check
// that the data is aligned for V and that the length divides into whole V's,
// then a slice of V. It refuses, never truncates. When the contract already
// states both (aligned(p, 16), p.len() % 4 == 0), the check folds away.
template <class V, class T>
_OXIDE_HD constexpr maybe<slice<const V>> as_vectors(slice<T> s) noexcept {
  static_assert(sizeof(V) % sizeof(T) == 0, "as_vectors<V>: V must hold a whole number of T");
  constexpr size_t per = detail::lanes<V, T>;
  const bool ok = detail::all_of(detail::aligned_for<V>(s.data()), s.len() % per == 0);
  return maybe<slice<const V>>(
      detail::checked, slice<const V>::from_raw_parts(reinterpret_cast<const V *>(s.data()), s.len() / per),
      ok);
}

} // namespace oxide
