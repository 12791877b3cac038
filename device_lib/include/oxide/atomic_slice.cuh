// oxide/atomic_slice.cuh: an output any thread may update, atomically.
//
// A kernel parameter, `oxide::atomic_slice<unsigned> bins`: any thread may
// `bins.fetch_add(i, v)` element i (a histogram, a scatter of counts, a
// partial sum), because every access through it is an atomic read-modify-
// write or load: two threads updating one element do not race. Element i
// is checked against the length, and a failed check traps, as slice's
// operator[] does. The launcher treats it as an output: no other buffer
// argument of the launch may overlap it (a plain read of an element that
// another thread updates atomically would race).
//
// The operations are CUDA's atomics at device scope, relaxed, on the global
// address: the same instructions a raw kernel's atomicAdd gives (red.global
// when the result is unused, atom.global when it is).
#pragma once

#include <oxide/config.cuh>
#include <oxide/disjoint.cuh>

#include <cstddef>
#include <type_traits>

namespace oxide {

namespace detail {
// The element types CUDA has a native device-scope atomic add for.
template <class T>
inline constexpr bool is_atomic_element_v =
    std::is_same_v<T, int> || std::is_same_v<T, unsigned> ||
    std::is_same_v<T, unsigned long long> || std::is_same_v<T, float> ||
    std::is_same_v<T, double>;
// And min, max, and, or, xor: the integers.
template <class T>
inline constexpr bool is_atomic_integer_v =
    std::is_same_v<T, int> || std::is_same_v<T, unsigned> || std::is_same_v<T, unsigned long long>;
} // namespace detail

template <class T>
class atomic_slice {
  static_assert(detail::is_atomic_element_v<T>,
                "atomic_slice<T>: T must be int, unsigned, unsigned long long, float or double "
                "(the types with a native CUDA atomic add)");

public:
  using value_type = T;

  constexpr atomic_slice() noexcept = default;

  // Tier 2 (refused in safe code, as every oxide from_raw_parts): nothing
  // proves `ptr` points to `len` live elements that nothing but atomics
  // touches while the kernel runs. Prefer the launcher, which makes one from
  // a device_buffer and checks it overlaps no other argument.
  OXIDE_HD static constexpr atomic_slice from_raw_parts(T *ptr, size_t len) noexcept {
    return atomic_slice(ptr, len);
  }

  OXIDE_HD constexpr size_t len() const noexcept { return len_; }
  OXIDE_HD constexpr size_t size() const noexcept { return len_; }
  OXIDE_HD constexpr bool empty() const noexcept { return len_ == 0; }
  // Tier 2, as every slice's: the address, for launchers and raw code.
  OXIDE_HD constexpr T *data() const noexcept { return ptr_; }

#if defined(__CUDACC__)
  // Each returns element i's value before the update; i past the end traps.
  OXIDE_DEVICE OXIDE_INLINE T fetch_add(size_t i, T v) const noexcept { return atomicAdd(at(i), v); }
  OXIDE_DEVICE OXIDE_INLINE T fetch_sub(size_t i, T v) const noexcept
    requires detail::is_atomic_integer_v<T>
  {
    return atomicSub(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_min(size_t i, T v) const noexcept
    requires detail::is_atomic_integer_v<T>
  {
    return atomicMin(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_max(size_t i, T v) const noexcept
    requires detail::is_atomic_integer_v<T>
  {
    return atomicMax(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_and(size_t i, T v) const noexcept
    requires detail::is_atomic_integer_v<T>
  {
    return atomicAnd(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_or(size_t i, T v) const noexcept
    requires detail::is_atomic_integer_v<T>
  {
    return atomicOr(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_xor(size_t i, T v) const noexcept
    requires detail::is_atomic_integer_v<T>
  {
    return atomicXor(at(i), v);
  }
  // Element i, read atomically (relaxed): what another thread's update has
  // made it so far. Never a plain load, which would race those updates.
  OXIDE_DEVICE OXIDE_INLINE T load(size_t i) const noexcept {
    // A volatile load is a relaxed atomic one in the PTX memory model
    // (ld.volatile), with no libcu++ header in oxide.cuh's way.
    return *static_cast<const volatile T *>(at(i));
  }
#endif

private:
  friend struct detail::fact_access;
  OXIDE_HD constexpr atomic_slice(T *ptr, size_t len) noexcept : ptr_(ptr), len_(len) {}

  OXIDE_HD constexpr T *at(size_t i) const noexcept {
    if (i >= len_)
      detail::check_failed();
    return ptr_ + i;
  }

  T *ptr_ = nullptr;
  size_t len_ = 0;
};

} // namespace oxide
