// oxide/disjoint.cuh: disjoint_slice<T, Space>, the race-free output slice.
#pragma once

#include <oxide/config.cuh>
#include <oxide/optional.cuh>
#include <oxide/slice.cuh>
#include <oxide/thread.cuh>

namespace oxide {

// get_mut_indexed(): the element and the witness that reached it.
template <class T, class Space>
struct [[nodiscard]] OXIDE_WITNESS indexed_ref {
  optional_ref<T> value;
  thread_index<Space> index;

  OXIDE_HD constexpr explicit operator bool() const noexcept { return static_cast<bool>(value); }
  OXIDE_HD constexpr T &operator*() const noexcept { return *value; }
  OXIDE_HD constexpr T *operator->() const noexcept { return value.operator->(); }
};

template <class T, class Space>
class disjoint_slice;

namespace detail {
struct disjoint_access; // tile.cuh: the only code that reaches the pointer
struct column_access;   // columns.cuh
// The row width of runtime-width spaces; nothing for the others.
template <class Space, bool = has_runtime_width_v<Space>>
struct row_width_storage {
  OXIDE_HD constexpr std::uint32_t row_width() const noexcept { return 0; }
};
template <class Space>
class row_width_storage<Space, true> {
public:
  OXIDE_HD constexpr std::uint32_t row_width() const noexcept { return width_; }
  OXIDE_HD constexpr std::uint64_t rows() const noexcept { return rows_; }

private:
  // Private: a width user code could set would let two threads' witnesses
  // resolve to one element. Only disjoint_slice (which binds it on the host)
  // and oxide's own accessors touch it.
  template <class, class>
  friend class ::oxide::disjoint_slice;
  friend struct disjoint_access;
  friend struct fact_access;
  std::uint32_t width_ = 0;
  // len() / width_, divided once where the width is bound (on the host, by
  // row_width), so no kernel divides: a u64 division is a subroutine of
  // dozens of instructions on the GPU (docs/performance.md).
  std::uint64_t rows_ = 0;
};
} // namespace detail

// An output buffer whose element i may be written only by the thread that
// holds the witness for i in `Space`. Two threads never get the same element,
// so writes cannot race, and no write needs a bounds check beyond the one
// compare in get_mut.
template <class T, class Space = index1d>
class disjoint_slice : public detail::row_width_storage<Space> {
  static_assert(is_index_space_v<Space>,
                "disjoint_slice<T, Space>: Space must be an oxide index space (index1d, index2d<S>, "
                "warp1d, runtime_index2d, runtime_row_major_tiles<R, C>)");
  // Completes Space, so its own limits (tile sides in u32, a non-zero
  // stride) are checked where the slice is named.
  static_assert(sizeof(Space) > 0, "disjoint_slice<T, Space>: Space must be a complete type");
  static_assert(!std::is_const_v<T>,
                "disjoint_slice<const T> is meaningless: take read-only inputs as oxide::slice<const T>");

public:
  using element_type = T;
  using space_type = Space;

  constexpr disjoint_slice() noexcept = default;

  // Tier 2: the caller promises [ptr, ptr + len) is valid and that nothing
  // else (no other argument of the launch) covers any byte of it.
  OXIDE_HD static constexpr disjoint_slice from_raw_parts(T *ptr, size_t len) noexcept
    requires(!has_runtime_width_v<Space>)
  {
    return disjoint_slice(ptr, len);
  }
  // Runtime-width spaces; also: the width is the real layout's, the same for
  // every thread. oxide::row_width(buf, w) calls this for you.
  OXIDE_HD static constexpr disjoint_slice from_raw_parts(T *ptr, size_t len,
                                                           std::uint32_t width) noexcept
    requires has_runtime_width_v<Space>
  {
    disjoint_slice s(ptr, len);
    s.width_ = width;
    s.rows_ = width ? len / width : 0;
    return s;
  }

  OXIDE_HD constexpr size_t len() const noexcept { return len_; }
  OXIDE_HD constexpr bool empty() const noexcept { return len_ == 0; }
  // Where it points, for the launcher's aliasing check; not a way to write.
  OXIDE_HD constexpr const T *data() const noexcept { return ptr_; }

  // The element this witness owns, or nothing (invalid witness, or past the end).
  // A witness of another space does not convert: it does not compile.
  [[nodiscard]] OXIDE_HD constexpr optional_ref<T> get_mut(const thread_index<Space> &idx) const noexcept
    requires(!has_runtime_width_v<Space>)
  {
    // An invalid witness is SIZE_MAX: `i < len_` alone refuses it.
    const size_t i = idx.get();
    return optional_ref<T>(detail::checked, ptr_, i, i < len_);
  }
  // runtime_index2d, block_transposed2d: (row, col) resolved against this
  // slice's own width. No
  // overflow: row, col, width < 2^32. An invalid witness's column is
  // 2^32 - 1, which no u32 width exceeds: `col < w` refuses it, so the two
  // compares of a raw kernel's `row < rows && col < w` are the whole test.
  [[nodiscard]] OXIDE_HD constexpr optional_ref<T> get_mut(const thread_index<Space> &idx) const noexcept
    requires std::is_same_v<Space, runtime_index2d> || std::is_same_v<Space, block_transposed2d>
  {
    const size_t w = this->width_, col = idx.col();
    const size_t i = size_t(idx.row()) * w + col;
    return optional_ref<T>(detail::checked, ptr_, i, detail::all_of(col < w, i < len_));
  }

  // Tier 2. SAFETY contract: i < len(), and no other thread of the launch
  // reads or writes element i while this reference is in use (for example,
  // the destination comes from a permutation). No check at all: an index
  // past the end is undefined behaviour, not a trap.
  OXIDE_UNSAFE_FN OXIDE_HD constexpr T &get_unchecked_mut(size_t i) const noexcept {
    return ptr_[i];
  }

#if defined(__CUDACC__)
  // Mints this thread's witness in Space and looks it up in one call.
  [[nodiscard]] OXIDE_DEVICE OXIDE_INLINE indexed_ref<T, Space> get_mut_indexed() const noexcept
    requires(!has_runtime_width_v<Space>)
  {
    const size_t i = detail::thread_raw_index<Space>();
    return {optional_ref<T>(detail::checked, ptr_, i, i < len_), // SIZE_MAX when invalid: refused
            detail::witness_factory::make<Space>(i)};
  }
#endif

private:
  friend struct detail::disjoint_access;
  friend struct detail::fact_access;
  OXIDE_HD constexpr disjoint_slice(T *ptr, size_t len) noexcept : ptr_(ptr), len_(len) {}

  T *ptr_ = nullptr;
  size_t len_ = 0;
};

template <class T>
class atomic_slice; // atomic_slice.cuh

namespace detail {
// OXIDE_SAME_LEN (config.cuh): the same pointer (and row width), the length
// the launcher proved. Never longer than the buffer in a checked launch.
struct fact_access {
  template <class T>
  OXIDE_HD static constexpr atomic_slice<T> with_len(const atomic_slice<T> &s, size_t len) noexcept {
    atomic_slice<T> out = s;
    out.len_ = len;
    return out;
  }
  template <class T>
  OXIDE_HD static constexpr slice<T> with_len(const slice<T> &s, size_t len) noexcept {
    return slice<T>(s.ptr_, len);
  }
  template <class T, class S>
  OXIDE_HD static constexpr disjoint_slice<T, S> with_len(const disjoint_slice<T, S> &s, size_t len) noexcept {
    disjoint_slice<T, S> out = s;
    out.len_ = len;
    return out;
  }
};
} // namespace detail

} // namespace oxide
