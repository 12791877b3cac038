// oxide/atomic.cuh: Tier 2 construction of device-scope atomics.
//
// Once built, an atomic is safe to use from every thread: atomic operations
// do not race. The unsafe part is building one from a raw pointer, because
// nothing proves the pointer is valid, aligned, and only ever accessed
// atomically while the atomic is in use. The operations are libcu++'s
// cuda::atomic_ref at device scope.
#pragma once

#include <oxide/config.cuh>

#include <cuda/atomic>

namespace oxide {

template <class T>
class device_atomic {
public:
  using value_type = T;

  // SAFETY contract: p points to a live, suitably aligned T in global or
  // shared memory, and while any device_atomic over it is in use, every other
  // access to *p (from any thread) is atomic too.
  OXIDE_UNSAFE_FN OXIDE_HD static device_atomic from_ptr(T *p) noexcept {
    return device_atomic(p);
  }

  OXIDE_HD T load(cuda::std::memory_order o = cuda::std::memory_order_relaxed) const noexcept {
    return ref().load(o);
  }
  OXIDE_HD void store(T v, cuda::std::memory_order o = cuda::std::memory_order_relaxed) const noexcept {
    ref().store(v, o);
  }
  OXIDE_HD T exchange(T v, cuda::std::memory_order o = cuda::std::memory_order_relaxed) const noexcept {
    return ref().exchange(v, o);
  }
  OXIDE_HD bool compare_exchange_strong(
      T &expected, T desired,
      cuda::std::memory_order o = cuda::std::memory_order_relaxed) const noexcept {
    return ref().compare_exchange_strong(expected, desired, o);
  }
  OXIDE_HD T fetch_add(T v, cuda::std::memory_order o = cuda::std::memory_order_relaxed) const noexcept {
    return ref().fetch_add(v, o);
  }
  OXIDE_HD T fetch_sub(T v, cuda::std::memory_order o = cuda::std::memory_order_relaxed) const noexcept {
    return ref().fetch_sub(v, o);
  }
  OXIDE_HD T fetch_min(T v, cuda::std::memory_order o = cuda::std::memory_order_relaxed) const noexcept
    requires cuda::std::is_integral_v<T>
  {
    return ref().fetch_min(v, o);
  }
  OXIDE_HD T fetch_max(T v, cuda::std::memory_order o = cuda::std::memory_order_relaxed) const noexcept
    requires cuda::std::is_integral_v<T>
  {
    return ref().fetch_max(v, o);
  }

private:
  OXIDE_HD explicit device_atomic(T *p) noexcept : ptr_(p) {}
  OXIDE_HD cuda::atomic_ref<T, cuda::thread_scope_device> ref() const noexcept {
    return cuda::atomic_ref<T, cuda::thread_scope_device>(*ptr_);
  }

  T *ptr_;
};

} // namespace oxide
