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
// runs<N, std::uint32_t>(in) walks in 32 bits, as a raw kernel's `uint pos`
// loop does: one test when the walk is made (the input under 2^32 elements,
// and the last run plus the grid's step under 2^32, so the counter never
// wraps), a trap if it fails, and then a 32-bit add and compare a step. A
// thread that does little a step (a histogram's load and four shared
// atomics) spends a visible part of it on a 64-bit counter.
#pragma once

#include <oxide/config.cuh>
#include <oxide/disjoint.cuh>
#include <oxide/slice.cuh>
#include <oxide/tile.cuh>

#include <cstdint>
#include <type_traits>

namespace oxide {

namespace detail {
struct run_access;
}

template <class T, size_t N, class Index = size_t>
class OXIDE_WITNESS run_walk;

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
  template <class, size_t, class>
  friend class run_walk;
  OXIDE_HD constexpr grid_run(T *p, size_t index, size_t len) noexcept
      : thread_run<T, N>(detail::checked, p, len), first_(p), index_(index) {}
  T *first_;
  size_t index_;
};

// The walk, for range-for. Its begin() and end() are Tier 2 when called by
// hand, as every oxide iterator's.
// Index: size_t, or std::uint32_t for a walk proven to fit 32 bits
// (run_access::walk32).
template <class T, size_t N, class Index>
class OXIDE_WITNESS run_walk {
  static_assert(std::is_same_v<Index, size_t> || std::is_same_v<Index, std::uint32_t>,
                "run_walk: the index is size_t or std::uint32_t");

public:
  class iterator {
  public:
    OXIDE_HD constexpr grid_run<T, N> operator*() const noexcept {
      // run_ < ceil(len / N), so start < len and left >= 1.
      const Index start = run_ * Index(N), left = len_ - start;
      return grid_run<T, N>(base_ + start, start, left < Index(N) ? left : Index(N));
    }
    OXIDE_HD constexpr iterator &operator++() noexcept { return run_ += step_, *this; }
    OXIDE_HD constexpr bool operator!=(const iterator &end) const noexcept { return run_ < end.run_; }

  private:
    friend class run_walk;
    OXIDE_HD constexpr iterator(T *base, Index run, Index step, Index len) noexcept
        : base_(base), run_(run), step_(step), len_(len) {}
    T *base_;
    Index run_, step_, len_;
  };

  OXIDE_HD constexpr iterator begin() const noexcept { return iterator(base_, first_, step_, len_); }
  OXIDE_HD constexpr iterator end() const noexcept { return iterator(base_, runs_, 0, len_); }

private:
  friend struct detail::run_access;
  OXIDE_HD constexpr run_walk(T *base, Index len, Index first, Index step, Index runs) noexcept
      : base_(base), len_(len), first_(first), step_(step), runs_(runs) {}
  T *base_;
  Index len_, first_, step_, runs_;
};

namespace detail {
// Under this many runs, `run + step` (step < 2^41: gridDim.x < 2^31 blocks
// of at most 1024 threads) cannot wrap; a longer slice is an empty walk.
inline constexpr size_t max_walk_runs = size_t(1) << 62;

struct run_access {
  // Runs first, first + step, ... of `len` elements; empty unless `ok`.
  template <size_t N, class T>
  OXIDE_HD static constexpr run_walk<T, N, size_t> walk(T *base, size_t len, bool ok, size_t first,
                                                        size_t step) noexcept {
    const size_t runs = len / N + (len % N != 0);
    const bool live = all_of(ok, runs < max_walk_runs);
    return run_walk<T, N, size_t>(base, live ? len : 0, first, step, live ? runs : 0);
  }
  // The same in 32 bits: len < 2^32 and runs + step < 2^32, so no start,
  // counter or step wraps (run < runs). Anything else traps: a u32 walk
  // never skips an element in silence. Empty unless `ok`.
  template <size_t N, class T>
  OXIDE_HD static constexpr run_walk<T, N, std::uint32_t> walk32(T *base, size_t len, bool ok,
                                                                 size_t first, size_t step) noexcept {
    constexpr size_t u32_end = size_t(1) << 32;
    const size_t runs = len / N + (len % N != 0);
    if (any_of(len >= u32_end, runs + step >= u32_end))
      check_failed();
    using u32 = std::uint32_t;
    return run_walk<T, N, u32>(base, ok ? u32(len) : 0, u32(first), u32(step), ok ? u32(runs) : 0);
  }
};
} // namespace detail

#if defined(__CUDACC__)
namespace thread {

// This thread's runs of a grid_stride_runs<N> output.
template <class T, size_t N>
OXIDE_DEVICE OXIDE_INLINE run_walk<T, N, size_t> runs(const disjoint_slice<T, grid_stride_runs<N>> &out) noexcept {
  return detail::run_access::walk<N>(detail::disjoint_access::ptr(out), out.len(),
                                     detail::launch_is_1d(),
                                     size_t(blockIdx.x) * blockDim.x + threadIdx.x,
                                     size_t(gridDim.x) * blockDim.x);
}

// The same walk over an input, read-only; Index std::uint32_t walks in 32
// bits (see the top of the file), and traps unless the walk fits them.
template <size_t N, class Index = size_t, class T>
OXIDE_DEVICE OXIDE_INLINE run_walk<const T, N, Index> runs(const slice<const T> &in) noexcept {
  static_assert(N > 0, "oxide::thread::runs<N>: runs must be non-empty");
  static_assert(std::is_same_v<Index, size_t> || std::is_same_v<Index, std::uint32_t>,
                "oxide::thread::runs<N, Index>: Index is size_t or std::uint32_t");
  const size_t first = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  const size_t step = size_t(gridDim.x) * blockDim.x;
  if constexpr (std::is_same_v<Index, std::uint32_t>)
    return detail::run_access::walk32<N>(in.data(), in.len(), detail::launch_is_1d(), first, step);
  else
    return detail::run_access::walk<N>(in.data(), in.len(), detail::launch_is_1d(), first, step);
}

} // namespace thread
#endif

} // namespace oxide
