// oxide/uniform.cuh: a value the same in every thread of the launch.
//
// oxide::uniform<T> says in the type what the plugin would otherwise have to
// prove at each use: that every thread holds the same value. A kernel scalar
// may be taken as one, and a helper that branches around a collective takes
// its bounds as one. The constructor is implicit, so the host passes a plain
// T; on the device the plugin refuses a construction from anything it does
// not prove launch-uniform (kernel parameters, blockDim, gridDim, literals,
// other uniform values), and the value cannot be assigned afterwards, so no
// branch can make threads disagree on it.
#pragma once

#include <oxide/config.cuh>

#include <type_traits>

namespace oxide {

template <class T>
class OXIDE_MARK("oxide.uniform") uniform {
  static_assert(std::is_arithmetic_v<T> || std::is_enum_v<T>,
                "oxide::uniform<T>: T must be an arithmetic or enumeration type");

public:
  using value_type = T;

  OXIDE_HD constexpr uniform(T v) noexcept : v_(v) {}
  uniform(const uniform &) = default;
  uniform &operator=(const uniform &) = delete;

  OXIDE_HD constexpr T get() const noexcept { return v_; }
  OXIDE_HD constexpr operator T() const noexcept { return v_; }

private:
  T v_;
};

} // namespace oxide
