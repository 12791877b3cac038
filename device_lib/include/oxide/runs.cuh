// oxide/runs.cuh: a thread's grid-stride runs (grid_stride_runs<N>).
//
// oxide::thread::runs(out) walks the runs a thread owns in a
// disjoint_slice<T, grid_stride_runs<N>>: with g = blockIdx.x * blockDim.x +
// threadIdx.x and P = gridDim.x * blockDim.x (both read from the hardware,
// never passed: cuda-oxide#583), thread g owns the runs g, g + P, g + 2P, ...
// of N elements each, the last one clipped at the end. Two threads differ
// in g mod P, so no element has two owners: each write through a run is
// race-free, and in bounds by construction (a run ends at the slice's end).
// A launch with any y or z extent is an empty walk: fail closed.
//
// oxide::thread::runs<N>(in) is the same walk over an input (read-only, so
// any thread may take any run): a grid-stride loop whose reads need no
// check, as in a raw kernel's `for (i = g; i < n; i += P) x = in[i]`.
#pragma once

#include <oxide/config.cuh>
#include <oxide/disjoint.cuh>
#include <oxide/slice.cuh>
#include <oxide/tile.cuh>

#include <cstdint>

namespace oxide {

namespace detail {
struct run_access;
}

// One run of the walk: a thread_run<T, N> (its elements, get/at/as_vectors)
// that also knows where it starts, so that an input of the same shape is
// read at the same positions (`in.get(r.index() + i)`). A run is never
// empty: front() is its first element, with no check.
template <class T, size_t N>
class OXIDE_WITNESS grid_run : public thread_run<T, N> {
public:
  // The flat index of the run's first element.
  OXIDE_HD constexpr size_t index() const noexcept { return index_; }
  OXIDE_HD constexpr T &front() const noexcept { return *first_; }

private:
  template <class, size_t>
  friend class run_walk;
  OXIDE_HD constexpr grid_run(T *p, size_t index, size_t len) noexcept
      : thread_run<T, N>(detail::checked, p, len), first_(p), index_(index) {}
  T *first_;
  size_t index_;
};

// The walk, for range-for. Its begin() and end() are Tier 2 when called by
// hand, as every oxide iterator's.
template <class T, size_t N>
class OXIDE_WITNESS run_walk {
public:
  class iterator {
  public:
    OXIDE_HD constexpr grid_run<T, N> operator*() const noexcept {
      // run_ < ceil(len / N), so start < len and left >= 1.
      const size_t start = run_ * N, left = len_ - start;
      return grid_run<T, N>(base_ + start, start, left < N ? left : N);
    }
    OXIDE_HD constexpr iterator &operator++() noexcept { return run_ += step_, *this; }
    OXIDE_HD constexpr bool operator!=(const iterator &end) const noexcept { return run_ < end.run_; }

  private:
    friend class run_walk;
    OXIDE_HD constexpr iterator(T *base, size_t run, size_t step, size_t len) noexcept
        : base_(base), run_(run), step_(step), len_(len) {}
    T *base_;
    size_t run_, step_, len_;
  };

  OXIDE_HD constexpr iterator begin() const noexcept { return iterator(base_, first_, step_, len_); }
  OXIDE_HD constexpr iterator end() const noexcept { return iterator(base_, runs_, 0, len_); }

private:
  friend struct detail::run_access;
  OXIDE_HD constexpr run_walk(T *base, size_t len, size_t first, size_t step, size_t runs) noexcept
      : base_(base), len_(len), first_(first), step_(step), runs_(runs) {}
  T *base_;
  size_t len_, first_, step_, runs_;
};

namespace detail {
// Under this many runs, `run + step` (step < 2^41: gridDim.x < 2^31 blocks
// of at most 1024 threads) cannot wrap; a longer slice is an empty walk.
inline constexpr size_t max_walk_runs = size_t(1) << 62;

struct run_access {
  // Runs first, first + step, ... of `len` elements; empty unless `ok`.
  template <size_t N, class T>
  OXIDE_HD static constexpr run_walk<T, N> walk(T *base, size_t len, bool ok, size_t first,
                                                size_t step) noexcept {
    const size_t runs = len / N + (len % N != 0);
    const bool live = all_of(ok, runs < max_walk_runs);
    return run_walk<T, N>(base, live ? len : 0, first, step, live ? runs : 0);
  }
};
} // namespace detail

#if defined(__CUDACC__)
namespace thread {

// This thread's runs of a grid_stride_runs<N> output.
template <class T, size_t N>
OXIDE_DEVICE OXIDE_INLINE run_walk<T, N> runs(const disjoint_slice<T, grid_stride_runs<N>> &out) noexcept {
  return detail::run_access::walk<N>(detail::disjoint_access::ptr(out), out.len(),
                                     detail::launch_is_1d(),
                                     size_t(blockIdx.x) * blockDim.x + threadIdx.x,
                                     size_t(gridDim.x) * blockDim.x);
}

// The same walk over an input, read-only.
template <size_t N, class T>
OXIDE_DEVICE OXIDE_INLINE run_walk<const T, N> runs(const slice<const T> &in) noexcept {
  static_assert(N > 0, "oxide::thread::runs<N>: runs must be non-empty");
  return detail::run_access::walk<N>(in.data(), in.len(), detail::launch_is_1d(),
                                     size_t(blockIdx.x) * blockDim.x + threadIdx.x,
                                     size_t(gridDim.x) * blockDim.x);
}

} // namespace thread
#endif

} // namespace oxide
