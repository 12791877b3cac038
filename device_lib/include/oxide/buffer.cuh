// oxide/buffer.cuh: host side. device_buffer<T> and oxide's error type.
#pragma once

#include <oxide/disjoint.cuh>
#include <oxide/slice.cuh>

#include <cuda_runtime_api.h>

#include <cuda/std/expected>
#include <cuda/std/span>
#include <cuda/std/type_traits>

#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace oxide {

// What a refused host operation says. message() is the whole sentence.
class error {
public:
  error() = default;
  explicit error(std::string message, cudaError_t cuda = cudaSuccess)
      : message_(std::move(message)), cuda_(cuda) {}

  const std::string &message() const noexcept { return message_; }
  // The CUDA error behind it, or cudaSuccess when oxide refused on its own.
  cudaError_t cuda_error() const noexcept { return cuda_; }

  static error from_cuda(const char *what, cudaError_t code) {
    return error(std::string(what) + ": " + cudaGetErrorName(code) + " (" +
                     cudaGetErrorString(code) + ")",
                 code);
  }

  friend std::ostream &operator<<(std::ostream &os, const error &e) { return os << e.message_; }

private:
  std::string message_;
  cudaError_t cuda_ = cudaSuccess;
};

// The name launches use; one type for every refusal.
using launch_error = error;

template <class T>
using result = cuda::std::expected<T, error>;

// Thrown only by device_buffer's constructor, which has no other way to fail.
class cuda_exception : public std::runtime_error {
public:
  explicit cuda_exception(const error &e) : std::runtime_error(e.message()), error_(e) {}
  const oxide::error &error() const noexcept { return error_; }

private:
  oxide::error error_;
};

// Device memory for `len()` elements of T: RAII, move-only. Copies to and from
// the host refuse a size mismatch instead of reading or writing past an end.
template <class T>
class device_buffer {
  static_assert(cuda::std::is_trivially_copyable_v<T>,
                "device_buffer<T>: T must be trivially copyable to live in device memory");

public:
  device_buffer() noexcept = default;
  explicit device_buffer(size_t len) : len_(len) {
    if (len == 0)
      return;
    if (len > SIZE_MAX / sizeof(T))
      throw cuda_exception(error("device_buffer: " + std::to_string(len) +
                                 " elements overflow the byte count"));
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
  [[nodiscard]] result<void> copy_from_host(cuda::std::span<const T> host) {
    if (host.size() != len_)
      return cuda::std::unexpected(size_mismatch("copy_from_host", host.size()));
    return check(cudaMemcpy(ptr_, host.data(), len_ * sizeof(T), cudaMemcpyHostToDevice),
                 "copy_from_host: cudaMemcpy failed");
  }
  [[nodiscard]] result<void> copy_from_host(const std::vector<T> &host) {
    return copy_from_host(cuda::std::span<const T>(host.data(), host.size()));
  }

  // Copies exactly len() elements out; a host range of another length is refused.
  [[nodiscard]] result<void> copy_to_host(cuda::std::span<T> host) const {
    if (host.size() != len_)
      return cuda::std::unexpected(size_mismatch("copy_to_host", host.size()));
    return check(cudaMemcpy(host.data(), ptr_, len_ * sizeof(T), cudaMemcpyDeviceToHost),
                 "copy_to_host: cudaMemcpy failed");
  }
  [[nodiscard]] result<std::vector<T>> to_host() const {
    std::vector<T> out(len_);
    if (auto st = copy_to_host(cuda::std::span<T>(out.data(), out.size())); !st)
      return cuda::std::unexpected(st.error());
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
  disjoint_slice<T, Space> as_disjoint(cuda::std::uint32_t width) & noexcept {
    return disjoint_slice<T, Space>::from_raw_parts(ptr_, len_, width);
  }
  template <class Space>
  disjoint_slice<T, Space> as_disjoint(cuda::std::uint32_t width) && = delete;

private:
  error size_mismatch(const char *what, size_t host_len) const {
    return error(std::string(what) + ": host range has " + std::to_string(host_len) +
                 " elements, device buffer has " + std::to_string(len_));
  }
  static result<void> check(cudaError_t st, const char *what) {
    if (st != cudaSuccess)
      return cuda::std::unexpected(error::from_cuda(what, st));
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
  cuda::std::uint32_t width;
};
template <class T>
row_width_arg<T> row_width(device_buffer<T> &buffer, cuda::std::uint32_t width) {
  return {&buffer, width};
}

} // namespace oxide
