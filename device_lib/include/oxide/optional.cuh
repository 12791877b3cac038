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
  // The same for an element of a slice (slice::get), whose value_or forms
  // the address before the test (below).
  OXIDE_HD constexpr optional_ref(detail::checked_t, detail::early_address_t, T *base,
                                   size_t offset, bool ok) noexcept
      : base_(base), offset_(offset), ok_(ok), early_address_(true) {}

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

  // Reads the element, or `fill` when there is none: a load guarded by the
  // proof (a predicated load in SASS), no branch around it.
  //
  // For a slice's element, on the device, the address is formed before the
  // test, so ptxas computes it beside the compare. A slice's base pointer is
  // most often a kernel parameter; formed inside the guarded arm, ptxas
  // re-read it there from the constant bank, with a predicated load after
  // the compare and in front of the global load: the transpose ran at 97.5%
  // of its raw twin, and at 99.0% with the early address (H200, 2026-12-04,
  // examples/transpose/README.md). A view's base (row_view, col_view) is a
  // register already, and there the early address only moved the schedule:
  // sgemm_fast's float4 rows lost 3%. Without the proof the address may lie
  // past the object, and nothing dereferences it: the load is under `ok_`.
  // To the optimisers it is a poison pointer nothing reads (`getelementptr
  // inbounds`), and what `inbounds` lets them assume, offset * sizeof(T) at
  // most the object's size, is weaker than the test, so it cannot stand in
  // for it. Only value_or: `&*r` (value()) still forms the address under
  // the proof, so a null chosen in its place (`r ? &*r : nullptr`) gives nvcc
  // no unconditional address to read (test/ptx/null_checks_kept.test).
  template <class U>
  OXIDE_HD constexpr std::remove_cv_t<T> value_or(U &&fill) const noexcept {
#if defined(__CUDA_ARCH__)
    if (early_address_ && !std::is_constant_evaluated()) {
      T *const at = base_ + offset_;
      return ok_ ? *at : static_cast<std::remove_cv_t<T>>(fill);
    }
#endif
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
  bool early_address_ = false;
};

} // namespace oxide
