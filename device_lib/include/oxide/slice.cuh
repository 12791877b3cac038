// oxide/slice.cuh: slice<T>, a pointer and a length whose every access is checked.
#pragma once

#include <oxide/config.cuh>
#include <oxide/optional.cuh>

#include <type_traits>

namespace oxide {

namespace detail {
// The spans a slice is made from: cuda::std::span, and only it. False
// here; <oxide/span.cuh> makes it true for cuda::std::span<T, Extent>, so
// this header needs no <cuda/std/span> (build cost: docs/build.md). Not any
// class shaped like a span: one that holds no pointer (data() returns a
// global) would pass the plugin's rule for library calls and be made into a
// slice inside trusted code (cuda::std::make_from_tuple), unseen.
template <class Span>
inline constexpr bool is_cuda_span_v = false;
template <class Span, class T>
concept span_of = is_cuda_span_v<Span> && std::is_same_v<typename Span::element_type, T>;
// slice::as_span's result, defined by <oxide/span.cuh>: without that
// header the call names this incomplete type.
template <class T>
struct span_type_needs_oxide_span_cuh;
} // namespace detail

// A read-mostly view of `len()` elements. Indexing checks and traps; get()
// returns an empty optional_ref instead. Every thread may read every element,
// so a kernel takes inputs as slice<const T>; outputs are disjoint_slice.
template <class T>
class slice {
public:
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using size_type = size_t;
  using iterator = T *;

  constexpr slice() noexcept = default;

  // Tier 2: the caller promises that [ptr, ptr + len) is valid memory for the
  // slice's whole use. device_buffer and the launchers call this for you.
  OXIDE_HD static constexpr slice from_raw_parts(T *ptr, size_t len) noexcept {
    return slice(ptr, len);
  }

  // libcu++'s span is the vocabulary type on the way in (with
  // <oxide/span.cuh>). Explicit: a span is a pointer and a length no one
  // checked. On the device it is a Tier-2 operation (the plugin refuses it
  // outside [[oxide::unsafe]]), like from_raw_parts.
  template <class Span>
    requires detail::span_of<Span, T>
  OXIDE_HD constexpr explicit slice(Span s) noexcept : ptr_(s.data()), len_(s.size()) {}

  // slice<T> converts to slice<const T>, never the other way.
  template <class U, class = std::enable_if_t<
                         std::is_same_v<const U, T> && !std::is_same_v<U, T>>>
  OXIDE_HD constexpr slice(const slice<U> &other) noexcept
      : ptr_(other.data()), len_(other.len()) {}

  OXIDE_HD constexpr size_t len() const noexcept { return len_; }
  OXIDE_HD constexpr size_t size() const noexcept { return len_; }
  OXIDE_HD constexpr bool empty() const noexcept { return len_ == 0; }
  OXIDE_HD constexpr T *data() const noexcept { return ptr_; }
  // maybe<slice>::value_or(slice()) picks this: against an empty fallback
  // only the length is selected, so the pointer stays the one the check
  // formed (a select with null would turn nvcc's ld.global into generic loads).
  OXIDE_HD constexpr slice or_empty(const slice &fallback, bool ok) const noexcept {
    if (fallback.len_ == 0)
      return slice(ptr_, ok ? len_ : 0);
    return ok ? *this : fallback;
  }

  // Checked: an index past the end traps, also when it comes from data.
  // The one exception is a whole build with unchecked indexing
  // (oxide-rewrite --unchecked-indexing defines OXIDE_UNCHECKED_INDEXING);
  // a single [[oxide::unchecked_indexing]] kernel gets detail::unchecked_at
  // instead, so other kernels keep this check.
  OXIDE_HD constexpr T &operator[](size_t i) const noexcept {
#if !defined(OXIDE_UNCHECKED_INDEXING) || !OXIDE_UNCHECKED_INDEXING
    if (i >= len_)
      detail::check_failed();
#endif
    return ptr_[i];
  }

  // One compare, no trap: use with value_or(fill) at the edges (whose load
  // is addressed early: optional.cuh).
  [[nodiscard]] OXIDE_HD constexpr optional_ref<T> get(size_t i) const noexcept {
    return optional_ref<T>(detail::checked, detail::early_address, ptr_, i, i < len_);
  }

  // The elements [i, j). Checked: i > j or j > len() traps.
  OXIDE_HD constexpr slice subslice(size_t i, size_t j) const noexcept {
    if (detail::any_of(i > j, j > len_))
      detail::check_failed();
    return slice(ptr_ + i, j - i);
  }

  // Iteration walks [data(), data() + len()): nothing to check per element.
  OXIDE_HD constexpr iterator begin() const noexcept { return ptr_; }
  OXIDE_HD constexpr iterator end() const noexcept { return ptr_ + len_; }

  // A cuda::std::span over the same elements. Needs <oxide/span.cuh>,
  // which brings libcu++'s span; slice.cuh does not (build cost).
  template <class U = T>
  OXIDE_HD constexpr typename detail::span_type_needs_oxide_span_cuh<U>::type as_span() const noexcept {
    return typename detail::span_type_needs_oxide_span_cuh<U>::type(ptr_, len_);
  }

private:
  friend struct detail::fact_access;
  OXIDE_HD constexpr slice(T *ptr, size_t len) noexcept : ptr_(ptr), len_(len) {}

  T *ptr_ = nullptr;
  size_t len_ = 0;
};

template <class Span>
  requires detail::span_of<Span, typename Span::element_type>
slice(Span) -> slice<typename Span::element_type>;

template <class S>
inline constexpr bool is_slice_v = false;
template <class T>
inline constexpr bool is_slice_v<slice<T>> = true;

namespace detail {
// What oxide-rewrite writes for `a[i]` inside an [[oxide::unchecked_indexing]]
// kernel and inside the unchecked copies of the helpers it calls: the element,
// with no check. The caller promises i < a.len(). In a template the same
// `a[i]` may be a pointer or an array in another instantiation: that form is
// left as it was.
template <class T>
OXIDE_HD OXIDE_INLINE constexpr T &unchecked_at(const slice<T> &s, size_t i) noexcept {
  return s.data()[i];
}
template <class S, class I>
  requires(!is_slice_v<std::remove_cvref_t<S>>)
OXIDE_HD OXIDE_INLINE constexpr decltype(auto) unchecked_at(S &&s, I &&i) {
  return static_cast<S &&>(s)[static_cast<I &&>(i)];
}
} // namespace detail

} // namespace oxide
