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

private:
  T *base_ = nullptr;
  size_t offset_ = 0;
  bool ok_ = false;
};

} // namespace oxide
