// oxide/optional.cuh: the branch-free optional results of oxide's checks.
//
// Measured exception to "prefer libcu++" (docs/internals.md, "What comes from outside"): under nvcc,
// std::optional here costs branches and turns ld.global into generic
// loads. These types carry {base, offset, ok}: the proof is one bool, the
// pointer is only formed where the proof holds.
#pragma once

#include <oxide/config.cuh>

#include <type_traits>

namespace oxide {

#if defined(__CUDACC__)
namespace detail {
// __stcs: clang's CUDA headers declare __ldcs but not __stcs, so on the
// clang path the streaming store is the PTX nvcc emits for it
// (st.global.cs); 4- and 8-byte scalars.
template <class T>
OXIDE_DEVICE OXIDE_INLINE void store_streaming(T *p, const T &v) noexcept {
#if defined(__clang__) && !defined(__NVCC__)
  static_assert(std::is_arithmetic_v<T> && (sizeof(T) == 4 || sizeof(T) == 8),
                "oxide: st_streaming on the clang path takes a 4- or 8-byte arithmetic type");
  if constexpr (sizeof(T) == 4) {
    unsigned bits;
    __builtin_memcpy(&bits, &v, 4);
    asm volatile("st.global.cs.b32 [%0], %1;" ::"l"(p), "r"(bits) : "memory");
  } else {
    unsigned long long bits;
    __builtin_memcpy(&bits, &v, 8);
    asm volatile("st.global.cs.b64 [%0], %1;" ::"l"(p), "l"(bits) : "memory");
  }
#else
  __stcs(p, v);
#endif
}
} // namespace detail
#endif

template <class T>
class [[nodiscard]] optional_ref {
public:
  using value_type = T;

  constexpr optional_ref() noexcept = default;
  // Only oxide's own checks build an engaged optional_ref.
  OXIDE_HD constexpr optional_ref(detail::checked_t, T *base, size_t offset,
                                   bool ok) noexcept
      : base_(base), offset_(offset), ok_(ok) {}

  OXIDE_HD constexpr explicit operator bool() const noexcept { return ok_; }
  OXIDE_HD constexpr bool has_value() const noexcept { return ok_; }

  // Dereferencing an empty result traps; after `if (r)` the compiler folds
  // this second test into the first.
  OXIDE_HD constexpr T &operator*() const noexcept { return value(); }
  OXIDE_HD constexpr T *operator->() const noexcept { return &value(); }
  OXIDE_HD constexpr T &value() const noexcept {
    if (!ok_)
      detail::check_failed();
    return base_[offset_];
  }

  // Reads the element, or `fill` when there is none: a select, no branch.
  template <class U>
  OXIDE_HD constexpr std::remove_cv_t<T> value_or(U &&fill) const noexcept {
    return ok_ ? base_[offset_] : static_cast<std::remove_cv_t<T>>(fill);
  }

#if defined(__CUDACC__)
  // Cache-hinted access to the checked element, as raw kernels write it:
  // __ldcs (streaming: used once, evict first), __ldg (the read-only data
  // cache), __stcs (streaming store). A read gives `fill` when there is no
  // element, with no load; a store with no element stores nothing. T is any
  // type those intrinsics take.
  template <class U>
  OXIDE_DEVICE OXIDE_INLINE std::remove_cv_t<T> ld_streaming(U &&fill) const noexcept {
    return ok_ ? __ldcs(base_ + offset_) : static_cast<std::remove_cv_t<T>>(fill);
  }
  template <class U>
  OXIDE_DEVICE OXIDE_INLINE std::remove_cv_t<T> ld_read_only(U &&fill) const noexcept {
    return ok_ ? __ldg(base_ + offset_) : static_cast<std::remove_cv_t<T>>(fill);
  }
  OXIDE_DEVICE OXIDE_INLINE void st_streaming(const std::remove_cv_t<T> &v) const noexcept
    requires(!std::is_const_v<T>)
  {
    if (ok_)
      detail::store_streaming(base_ + offset_, v);
  }
#endif

private:
  T *base_ = nullptr;
  size_t offset_ = 0;
  bool ok_ = false;
};

} // namespace oxide
