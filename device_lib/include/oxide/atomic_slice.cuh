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

#include <cuda/atomic>

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

namespace detail {
// The atomic operations of atomic_slice and block_counters, on what
// Self::at(i) gives (the element's address, after its bounds check). Each
// returns the value before the update.
template <class T, class Self>
class atomic_updates {
public:
#if defined(__CUDACC__)
  OXIDE_DEVICE OXIDE_INLINE T fetch_add(size_t i, T v) const noexcept { return atomicAdd(at(i), v); }
  OXIDE_DEVICE OXIDE_INLINE T fetch_sub(size_t i, T v) const noexcept
    requires is_atomic_integer_v<T>
  {
    return atomicSub(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_min(size_t i, T v) const noexcept
    requires is_atomic_integer_v<T>
  {
    return atomicMin(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_max(size_t i, T v) const noexcept
    requires is_atomic_integer_v<T>
  {
    return atomicMax(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_and(size_t i, T v) const noexcept
    requires is_atomic_integer_v<T>
  {
    return atomicAnd(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_or(size_t i, T v) const noexcept
    requires is_atomic_integer_v<T>
  {
    return atomicOr(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_xor(size_t i, T v) const noexcept
    requires is_atomic_integer_v<T>
  {
    return atomicXor(at(i), v);
  }
  // Element i, read atomically (relaxed): what another thread's update has
  // made it so far. Never a plain load, which would race those updates.
  OXIDE_DEVICE OXIDE_INLINE T load(size_t i) const noexcept {
    return cuda::atomic_ref<T, cuda::thread_scope_device>(*at(i)).load(cuda::std::memory_order_relaxed);
  }
#endif

private:
  OXIDE_HD constexpr T *at(size_t i) const noexcept { return static_cast<const Self &>(*this).at(i); }
};
} // namespace detail

template <class T>
class atomic_slice : public detail::atomic_updates<T, atomic_slice<T>> {
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


private:
  friend struct detail::fact_access;
  friend class detail::atomic_updates<T, atomic_slice>;
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
