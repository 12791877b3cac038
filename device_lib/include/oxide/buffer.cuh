// oxide/buffer.cuh: host side. device_buffer<T> and oxide's error type.
#pragma once

#include <oxide/atomic_slice.cuh>
#include <oxide/disjoint.cuh>
#include <oxide/slice.cuh>

#include <oxide/result.cuh>

#include <cuda_runtime_api.h>

#include <cstdint>
#include <type_traits>
#include <vector>

namespace oxide {

namespace detail {
// A host range of T by its shape: data() gives T* (or const T*), and size().
// std::vector, std::array, std::span and cuda::std::span all are.
template <class R, class T>
concept host_range_of = requires(R &r) {
  requires std::is_convertible_v<decltype(r.data()), T *>;
  r.size();
};
} // namespace detail

// Device memory for `len()` elements of T: RAII, move-only. Copies to and from
// the host refuse a size mismatch instead of reading or writing past an end.
template <class T>
class device_buffer {
  static_assert(std::is_trivially_copyable_v<T>,
                "device_buffer<T>: T must be trivially copyable to live in device memory");

public:
  device_buffer() noexcept = default;
  explicit device_buffer(size_t len) : len_(len) {
    if (len == 0)
      return;
    if (len > SIZE_MAX / sizeof(T))
      throw cuda_exception(error(detail::text("device_buffer: ", len, " elements overflow the byte count")));
    if (cudaError_t st = cudaMalloc(reinterpret_cast<void **>(&ptr_), len * sizeof(T)); st != cudaSuccess) {
      len_ = 0;
      throw cuda_exception(error::from_cuda("device_buffer: cudaMalloc failed", st));
    }
  }
  device_buffer(const device_buffer &) = delete;
  device_buffer &operator=(const device_buffer &) = delete;
  device_buffer(device_buffer &&other) noexcept
      : ptr_(std::exchange(other.ptr_, nullptr)), len_(std::exchange(other.len_, 0)) {}
  device_buffer &operator=(device_buffer &&other) noexcept {
    if (this != &other) {
      release();
      ptr_ = std::exchange(other.ptr_, nullptr);
      len_ = std::exchange(other.len_, 0);
    }
    return *this;
  }
  ~device_buffer() { release(); }

  size_t len() const noexcept { return len_; }
  size_t size() const noexcept { return len_; }
  bool empty() const noexcept { return len_ == 0; }
  T *data() noexcept { return ptr_; }
  const T *data() const noexcept { return ptr_; }

  // Copies exactly len() elements in; a host range of another length is refused.
  // The range is anything with data() and size(): std::vector,
  // std::array, a span.
  template <class Range>
    requires detail::host_range_of<const Range, const T>
  [[nodiscard]] result<void> copy_from_host(const Range &host) {
    if (host.size() != len_)
      return unexpected(size_mismatch("copy_from_host", host.size()));
    return check(cudaMemcpy(ptr_, host.data(), len_ * sizeof(T), cudaMemcpyHostToDevice),
                 "copy_from_host: cudaMemcpy failed");
  }

  // Copies exactly len() elements out; a host range of another length is refused.
  template <class Range>
    requires detail::host_range_of<Range, T>
  [[nodiscard]] result<void> copy_to_host(Range &&host) const {
    if (host.size() != len_)
      return unexpected(size_mismatch("copy_to_host", host.size()));
    return check(cudaMemcpy(host.data(), ptr_, len_ * sizeof(T), cudaMemcpyDeviceToHost),
                 "copy_to_host: cudaMemcpy failed");
  }
  [[nodiscard]] result<std::vector<T>> to_host() const {
    std::vector<T> out(len_);
    if (auto st = copy_to_host(out); !st)
      return unexpected(st.error());
    return out;
  }

  // Read access for kernels. Not on a temporary buffer: it frees its memory
  // at the end of the full expression, and the slice would dangle
  // (make_buffer(...)->as_slice() would hand a kernel freed memory).
  slice<const T> as_slice() const & noexcept { return slice<const T>::from_raw_parts(ptr_, len_); }
  slice<const T> as_slice() const && = delete;

  // Write access for kernels. The launcher checks that no other argument of
  // the same launch overlaps it; with a raw <<<>>> launch that is on you.
  // Runtime-width spaces take their width from row_width(buf, w) instead.
  template <class Space = index1d>
    requires(!has_runtime_width_v<Space>)
  disjoint_slice<T, Space> as_disjoint() & noexcept {
    return disjoint_slice<T, Space>::from_raw_parts(ptr_, len_);
  }
  template <class Space = index1d>
  disjoint_slice<T, Space> as_disjoint() && = delete; // as as_slice: it would dangle
  template <class Space>
    requires has_runtime_width_v<Space>
  disjoint_slice<T, Space> as_disjoint(std::uint32_t width) & noexcept {
    return disjoint_slice<T, Space>::from_raw_parts(ptr_, len_, width);
  }
  template <class Space>
  disjoint_slice<T, Space> as_disjoint(std::uint32_t width) && = delete;

  // Atomic access for kernels (atomic_slice.cuh): any thread may update any
  // element. The launcher checks that no other argument overlaps it.
  atomic_slice<T> as_atomic() & noexcept { return atomic_slice<T>::from_raw_parts(ptr_, len_); }
  atomic_slice<T> as_atomic() && = delete; // as as_slice: it would dangle

private:
  error size_mismatch(const char *what, size_t host_len) const {
    return error(detail::text(what, ": host range has ", host_len, " elements, device buffer has ", len_));
  }
  static result<void> check(cudaError_t st, const char *what) {
    if (st != cudaSuccess)
      return unexpected(error::from_cuda(what, st));
    return {};
  }
  void release() noexcept {
    if (ptr_)
      cudaFree(ptr_);
    ptr_ = nullptr;
    len_ = 0;
  }

  T *ptr_ = nullptr;
  size_t len_ = 0;
};

// A buffer with its row width bound, for an output in a runtime-width space
// (runtime_index2d, runtime_row_major_tiles<R, C>): pass row_width(c, n)
// where the kernel takes the disjoint_slice. The width is part of the
// argument, never a separate per-call value.
template <class T>
struct row_width_arg {
  device_buffer<T> *buffer;
  std::uint32_t width;
};
template <class T>
row_width_arg<T> row_width(device_buffer<T> &buffer, std::uint32_t width) {
  return {&buffer, width};
}

} // namespace oxide
