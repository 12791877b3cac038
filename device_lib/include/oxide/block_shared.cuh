// oxide/block_shared.cuh: block-shared staging with no unsafe for the caller.
//
//   __shared__ oxide::block_shared<float, 32, 32, 1> tile;   // 32 x 32, rows padded by 1
//   tile.publish([&](unsigned r, unsigned c) { return in_value(r, c); },   // write phase
//                [&](const auto &t) { out_cell = t(c, r); });             // read phase
//
// A phase is one call: every thread writes the cells it owns (the value the
// fill gives for each), the barrier, then every thread may read any cell
// through a read-only view, then the barrier again, so the next phase's
// writes come after every read of this one. Ownership is by position in the
// block, so no two threads write one cell and every cell has a writer:
//   block_shared<T, N>        thread t (linear in the block) owns t, t + B, ...
//                             (B = threads in the block);
//   block_shared<T, R, C, P>  thread (x, y, z) owns rows y', y' + Y, ... and
//                             columns x, x + blockDim.x, ... (y' = z *
//                             blockDim.y + y, Y = blockDim.y * blockDim.z);
//                             rows are C + P elements apart in memory (P pads
//                             them against bank conflicts; it is never read).
// The view lives only for the read phase: it cannot be copied or moved, and
// the read phase may give back only a scalar (or nothing), so no reference
// to the tile outlives its barrier. publish is a block collective: the
// plugin proves every thread of the block reaches it, and refuses a fill or
// read function that runs a collective itself (it is handed to oxide).
#pragma once

#include <oxide/config.cuh>

#include <cstddef>
#include <type_traits>
#include <utility>

namespace oxide {

template <class T, size_t R, size_t C = 0, size_t Pad = 0>
class block_shared;

// A published block_shared, read-only: any thread reads any cell. A cell
// outside the tile traps, as slice's operator[] does.
template <class T, size_t R, size_t C, size_t Pitch>
class OXIDE_WITNESS shared_view {
public:
  shared_view(const shared_view &) = delete;
  shared_view &operator=(const shared_view &) = delete;

  OXIDE_HD static constexpr size_t rows() noexcept { return R; }
  OXIDE_HD static constexpr size_t cols() noexcept { return C; }

  // Cell (r, c) of an R x C tile.
  OXIDE_HD constexpr T operator()(size_t r, size_t c) const noexcept {
    static_assert(C != 0, "shared_view: (r, c) reads a two-dimensional block_shared; use [i]");
    if (!(r < R && c < C))
      detail::check_failed();
    return data_[r * Pitch + c];
  }
  // Element i of a one-dimensional block_shared<T, N>.
  OXIDE_HD constexpr T operator[](size_t i) const noexcept {
    static_assert(C == 0, "shared_view: [i] reads a one-dimensional block_shared; use (r, c)");
    if (!(i < R))
      detail::check_failed();
    return data_[i];
  }

private:
  template <class, size_t, size_t, size_t>
  friend class block_shared;
  OXIDE_HD constexpr explicit shared_view(const T *data) noexcept : data_(data) {}
  const T *data_;
};

namespace detail {
// What a read phase may give back: nothing, or a scalar. A reference, a
// pointer or a type that could hold one (a lambda capturing the view) would
// carry the tile past the barrier that ends the phase.
template <class Ret>
inline constexpr bool is_phase_result_v = std::is_void_v<Ret> || std::is_arithmetic_v<Ret>;
} // namespace detail

template <class T, size_t R, size_t C, size_t Pad>
class OXIDE_MARK("oxide.block_shared") block_shared {
  static_assert(std::is_arithmetic_v<T>,
                "block_shared<T, ...>: T must be an arithmetic type (one value a cell)");
  static_assert(R > 0 && R <= 0xffffffffu, "block_shared<T, N>: N (or R) must be in [1, 2^32)");
  static_assert(C <= 0xffffffffu && (C != 0 || Pad == 0),
                "block_shared<T, R, C, Pad>: padding needs columns");
  static constexpr size_t pitch = C == 0 ? 1 : C + Pad;
  static constexpr size_t cells = C == 0 ? R : (R - 1) * pitch + C;

public:
  using value_type = T;
  using view_type = shared_view<T, R, C, pitch>;

  // Trivial, as __shared__ storage must be; never copied (a copy would be a
  // thread-private read of cells other threads are writing).
  block_shared() = default;
  block_shared(const block_shared &) = delete;
  block_shared &operator=(const block_shared &) = delete;

  OXIDE_HD static constexpr size_t rows() noexcept { return R; }
  OXIDE_HD static constexpr size_t cols() noexcept { return C; }

#if defined(__CUDACC__)
  // One phase (see the top of this file). `fill(i)` (one-dimensional) or
  // `fill(r, c)` gives the value of each cell this thread owns; `read(view)`
  // runs once in every thread after the barrier; publish returns what it
  // returns. Traps unless the object is in shared memory: a per-thread or
  // __device__ block_shared has no block to share it.
  template <class Fill, class Read>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE auto publish(Fill &&fill, Read &&read) {
    write_mine(fill);
    __syncthreads();
    return finish(std::forward<Read>(read), view());
  }

  // Two tiles in one phase (a tiled GEMM's A and B): both written, one
  // barrier, `read(view_a, view_b)`, one barrier.
  template <class Fill, class U, size_t R2, size_t C2, size_t P2, class Fill2, class Read>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE auto
  publish(Fill &&fill, block_shared<U, R2, C2, P2> &other, Fill2 &&fill2, Read &&read) {
    write_mine(fill);
    other.write_mine(fill2);
    __syncthreads();
    return finish(std::forward<Read>(read), view(), other.view());
  }

private:
  template <class, size_t, size_t, size_t>
  friend class block_shared;

  OXIDE_DEVICE OXIDE_INLINE view_type view() const noexcept { return view_type(data_); }

  template <class Fill>
  OXIDE_DEVICE OXIDE_INLINE void write_mine(Fill &fill) noexcept {
    if (!__isShared(data_))
      detail::check_failed();
    if constexpr (C == 0) {
      static_assert(std::is_convertible_v<std::invoke_result_t<Fill &, unsigned>, T>,
                    "block_shared<T, N>::publish: fill(i) must give a T");
      const unsigned step = blockDim.x * blockDim.y * blockDim.z;
      for (unsigned i = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x; i < R;
           i += step)
        data_[i] = fill(i);
    } else {
      static_assert(std::is_convertible_v<std::invoke_result_t<Fill &, unsigned, unsigned>, T>,
                    "block_shared<T, R, C>::publish: fill(r, c) must give a T");
      const unsigned row_step = blockDim.y * blockDim.z;
      for (unsigned r = threadIdx.z * blockDim.y + threadIdx.y; r < R; r += row_step)
        for (unsigned c = threadIdx.x; c < C; c += blockDim.x)
          data_[r * pitch + c] = fill(r, c);
    }
  }

  template <class Read, class... Views>
  OXIDE_DEVICE OXIDE_INLINE static auto finish(Read &&read, const Views &...views) {
    using Ret = std::invoke_result_t<Read &, const Views &...>;
    static_assert(detail::is_phase_result_v<Ret>,
                  "block_shared::publish: the read phase may return only a scalar or nothing; a "
                  "view, a reference or a lambda would outlive the phase's barrier");
    if constexpr (std::is_void_v<Ret>) {
      read(views...);
      __syncthreads();
    } else {
      const Ret out = read(views...);
      __syncthreads();
      return out;
    }
  }
#endif

  T data_[cells];
};

} // namespace oxide
