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

#include <oxide/atomic_slice.cuh>
#include <oxide/block.cuh>
#include <oxide/config.cuh>
#include <oxide/shared.cuh>
#include <oxide/view.cuh>

#include <cstddef>
#include <type_traits>
#include <utility>

namespace oxide {

template <class T, size_t R, size_t C = 0, size_t Pad = 0>
class block_shared;
template <class T, size_t N>
class block_atomic;
template <class T, size_t R, size_t C, class Deal, size_t Pad>
class block_double_buffer;

// A published block_shared, read-only: any thread reads any cell. A cell
// outside the tile traps, as slice's operator[] does. Align: the alignment
// of the tile's rows (a block_double_buffer's are 16 bytes, for
// as_vector<float4>).
template <class T, size_t R, size_t C, size_t Pitch, size_t Align = alignof(T)>
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
  // Vector j of row r: cells (r, j * k .. j * k + k - 1) of a two-dimensional
  // tile, one access (k lanes of T in V: a 128-bit shared load for float4).
  // j past the row's whole vectors traps.
  template <class V>
  OXIDE_HD constexpr V as_vector(size_t r, size_t j) const noexcept {
    static_assert(C != 0, "shared_view::as_vector<V>(r, j) reads a two-dimensional tile");
    static_assert(detail::is_lanes_of_v<std::remove_cv_t<V>, T>,
                  "shared_view::as_vector<V>: V must be T or one of CUDA's vector types over T "
                  "(float4 over float, int2 over int, ...)");
    static_assert(alignof(V) <= Align && Pitch * sizeof(T) % alignof(V) == 0,
                  "shared_view::as_vector<V>: the tile's rows are not aligned for V (a "
                  "block_double_buffer's are; a block_shared's are aligned for T only)");
    constexpr size_t k = sizeof(V) / sizeof(T);
    if (!(r < R && j < C / k))
      detail::check_failed();
    return reinterpret_cast<const V *>(data_ + r * Pitch)[j];
  }

private:
  template <class, size_t, size_t, size_t>
  friend class block_shared;
  template <class, size_t>
  friend class block_atomic;
  template <class, size_t, size_t, class, size_t>
  friend class block_double_buffer;
  OXIDE_HD constexpr explicit shared_view(const T *data) noexcept : data_(data) {}
  const T *data_;
};

namespace detail {
// What a read phase may give back: nothing, or a scalar. A reference, a
// pointer or a type that could hold one (a lambda capturing the view) would
// carry the tile past the barrier that ends the phase.
// A closed list, not std::is_arithmetic: a user specialization of a std
// trait would otherwise let a lambda holding the view through.
template <class Ret>
inline constexpr bool is_phase_result_v = false;
#define OXIDE_PHASE_RESULT(T)                                                                      \
  template <>                                                                                      \
  inline constexpr bool is_phase_result_v<T> = true;
OXIDE_PHASE_RESULT(void)
OXIDE_PHASE_RESULT(bool)
OXIDE_PHASE_RESULT(char)
OXIDE_PHASE_RESULT(signed char)
OXIDE_PHASE_RESULT(unsigned char)
OXIDE_PHASE_RESULT(short)
OXIDE_PHASE_RESULT(unsigned short)
OXIDE_PHASE_RESULT(int)
OXIDE_PHASE_RESULT(unsigned)
OXIDE_PHASE_RESULT(long)
OXIDE_PHASE_RESULT(unsigned long)
OXIDE_PHASE_RESULT(long long)
OXIDE_PHASE_RESULT(unsigned long long)
OXIDE_PHASE_RESULT(float)
OXIDE_PHASE_RESULT(double)
#undef OXIDE_PHASE_RESULT

// What f(args...) gives. Not std::invoke_result: libstdc++ computes it in a
// host context, where clang does not see a __device__-only operator().
// (std::declval is host-only to clang; libcu++'s would put a libcu++ header
// in oxide.cuh's way, which IDE setups without it cannot open.)
template <class T>
OXIDE_HD T &&declval_any() noexcept; // unevaluated only: never defined
template <class F, class... A>
using call_result_t = decltype(declval_any<F &>()(declval_any<A>()...));

#if defined(__CUDACC__)
// A read phase: `read(views...)` in every thread, then the barrier that
// ends the phase; what read returns (a scalar or nothing) comes back.
template <class Read, class... Views>
OXIDE_DEVICE OXIDE_INLINE auto finish_phase(Read &&read, const Views &...views) {
  using Ret = call_result_t<Read, const Views &...>;
  static_assert(is_phase_result_v<Ret>,
                "publish, tally_and_read: the read phase may return only a scalar or nothing; a "
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
} // namespace detail

template <class T, size_t R, size_t C, size_t Pad>
class OXIDE_MARK("oxide.block_shared") block_shared {
  static_assert(detail::is_phase_result_v<T> && !std::is_void_v<T>,
                "block_shared<T, ...>: T must be an arithmetic type (one value a cell)");
  static_assert(R > 0, "block_shared<T, N>: N (or R) must be non-zero");
  static_assert(C != 0 || Pad == 0, "block_shared<T, R, C, Pad>: padding needs columns");
  static constexpr size_t pitch = C == 0 ? 1 : C + Pad;
  static constexpr size_t cells = C == 0 ? R : (R - 1) * pitch + C;
  // A block has at most 227 KiB of shared memory (sm_90): this also keeps
  // every cell index, and a cell index plus a block's threads, in 32 bits.
  static_assert(R <= 227u * 1024u && C <= 227u * 1024u && Pad <= 227u * 1024u &&
                    cells * sizeof(T) <= 227u * 1024u,
                "block_shared: more than a block's 227 KiB of shared memory");

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
    return phase([&] { store(first_value(fill)), write_rest(fill); }, std::forward<Read>(read),
                 view());
  }

  // Two tiles in one phase (a tiled GEMM's A and B): both written, one
  // barrier, `read(view_a, view_b)`, one barrier. Each thread's first cell
  // of both is read before either is stored, so the two loads are in flight
  // together, as in a raw kernel that loads both and then stores both.
  template <class Fill, class U, size_t R2, size_t C2, size_t P2, class Fill2, class Read>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE auto
  publish(Fill &&fill, block_shared<U, R2, C2, P2> &other, Fill2 &&fill2, Read &&read) {
    const auto write = [&] {
      const first_cell mine = first_value(fill);
      const auto theirs = other.first_value(fill2);
      store(mine);
      other.store(theirs);
      write_rest(fill);
      other.write_rest(fill2);
    };
    return phase(write, std::forward<Read>(read), view(), other.view());
  }
  // One phase where each thread gives only its first cell's value: `value`
  // is written there (cell (y, x) for thread (x, y) of a block that covers
  // the tile, cell t for linear thread t), the barrier, `read(view)`, the
  // barrier. For a block with a cell a thread, when the value comes from a
  // walk the thread keeps across phases (view_steps: a GEMM's k-loop). A
  // block with fewer threads than the tile has cells (in a dimension) would
  // leave cells unwritten: it traps.
  template <class Read>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE auto publish_own(T value, Read &&read) {
    return phase([&] { store(own_cell(value)), require_cover(); }, std::forward<Read>(read),
                 view());
  }
  // The same for two tiles, one barrier (a tiled GEMM's A and B).
  template <class U, size_t R2, size_t C2, size_t P2, class Read>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE auto
  publish_own(T value, block_shared<U, R2, C2, P2> &other, U other_value, Read &&read) {
    const auto write = [&] {
      store(own_cell(value));
      other.store(other.own_cell(other_value));
      require_cover();
      other.require_cover();
    };
    return phase(write, std::forward<Read>(read), view(), other.view());
  }

  // A tiled GEMM's whole k-loop: `steps` phases of publish_own, this
  // thread's values the next elements of its walks (0 once a walk has left
  // its view), `read(view)` or `read(view, other_view)` in each. It starts
  // with one vote, a barrier: when every thread's walks hold all `steps`
  // elements (a matrix cut into whole tiles), the loop reads them with no
  // test and steps the pointers, as a raw kernel does; otherwise each read
  // tests its walk's count, as next_or does. Either way the walks end where
  // `steps` next_or calls leave them.
  // `read` returns nothing.
  //
  // The loop walks copies of the walks, made before the vote, and stores
  // them back at the end: `read` may touch the walks (it captures them by
  // reference) and the same walk may be passed twice, but neither can make
  // the unchecked loop read more elements than the vote counted.
  template <class W, class Read>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE void
  publish_steps(unsigned steps OXIDE_UNIFORM_ARG, view_steps<W> &walk, Read &&read) {
    static_assert(std::is_void_v<detail::call_result_t<Read, const view_type &>>,
                  "block_shared::publish_steps: read(view) returns nothing");
    view_steps<W> mine = walk;
    walk_loop(steps, [&](T v) { publish_own(v, read); }, mine);
    walk = mine;
  }
  template <class W, class U, size_t R2, size_t C2, size_t P2, class W2, class Read>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE void
  publish_steps(unsigned steps OXIDE_UNIFORM_ARG, view_steps<W> &walk, block_shared<U, R2, C2, P2> &other,
                view_steps<W2> &other_walk, Read &&read) {
    using other_view = typename block_shared<U, R2, C2, P2>::view_type;
    static_assert(std::is_void_v<detail::call_result_t<Read, const view_type &, const other_view &>>,
                  "block_shared::publish_steps: read(view, other_view) returns nothing");
    view_steps<W> mine = walk;
    view_steps<W2> theirs = other_walk;
    walk_loop(steps, [&](T v, U u) { publish_own(v, other, u, read); }, mine, theirs);
    walk = mine;
    other_walk = theirs;
  }

private:
  template <class, size_t, size_t, size_t>
  friend class block_shared;

  // publish_steps' loop (see there) over the caller's copies of the walks:
  // `one(values...)` runs a phase with the next element of each.
  template <class One, class... W>
  OXIDE_DEVICE OXIDE_INLINE static void walk_loop(unsigned steps, const One &one, view_steps<W> &...mine) {
    if (__syncthreads_and(((mine.left() >= steps) && ...))) {
      if (steps != 0) {
        for (unsigned s = 1; s < steps; ++s)
          one(detail::walk_run::step(mine)...);
        one(detail::walk_run::last(mine, steps)...);
      }
    } else {
      for (unsigned s = 0; s < steps; ++s)
        one(mine.next_or(typename view_steps<W>::value_type())...);
    }
  }

  // Every phase's frame: `write` stores this thread's cells (of one tile or
  // two), the barrier, then `read(views...)` and the closing barrier.
  template <class Write, class Read, class... Views>
  OXIDE_DEVICE OXIDE_INLINE static auto phase(const Write &write, Read &&read,
                                              const Views &...views) {
    write();
    __syncthreads();
    return detail::finish_phase(std::forward<Read>(read), views...);
  }

  // The first cell a thread owns (if any) and its value. Threads own cells
  // by position: see the top of this file.
  struct first_cell {
    unsigned at; // index into data_
    bool owned;
    T value;
  };

  OXIDE_DEVICE OXIDE_INLINE view_type view() const noexcept { return view_type(data_); }

  // The block's threads and this thread's linear index (block.cuh's).
  OXIDE_DEVICE OXIDE_INLINE static unsigned threads() noexcept { return block::detail::threads(); }
  OXIDE_DEVICE OXIDE_INLINE static unsigned linear_id() noexcept { return block::detail::linear_id(); }
  // A two-dimensional tile's rows are dealt to (y, z), its columns to x.
  // A 2D block's z is 0, but nvcc's optimiser does not derive that from
  // threadIdx.z < blockDim.z == 1: said outright, a known 2D block's
  // ownership test is threadIdx.y < R alone, which the assumption folds.
  OXIDE_DEVICE OXIDE_INLINE static unsigned first_row() noexcept {
    return blockDim.z == 1 ? threadIdx.y : threadIdx.z * blockDim.y + threadIdx.y;
  }
  OXIDE_DEVICE OXIDE_INLINE static unsigned row_step() noexcept {
    return blockDim.y * blockDim.z;
  }

  // This thread's first cell (first_value's), holding `value`.
  OXIDE_DEVICE OXIDE_INLINE first_cell own_cell(T value) noexcept {
    return first_value([value](auto...) { return value; });
  }
  // publish_own's test: a cell a thread at most, so every cell was written.
  OXIDE_DEVICE OXIDE_INLINE static void require_cover() noexcept {
    if (more_cells_than_threads())
      detail::check_failed();
  }
  template <class Fill>
  OXIDE_DEVICE OXIDE_INLINE first_cell first_value(Fill &&fill) noexcept {
    if (!__isShared(data_))
      detail::check_failed();
    if constexpr (C == 0) {
      static_assert(std::is_convertible_v<detail::call_result_t<Fill, unsigned>, T>,
                    "block_shared<T, N>::publish: fill(i) must give a T");
      const unsigned i = linear_id();
      const bool owned = i < R;
      return first_cell{i, owned, owned ? T(fill(i)) : T()};
    } else {
      static_assert(std::is_convertible_v<detail::call_result_t<Fill, unsigned, unsigned>, T>,
                    "block_shared<T, R, C>::publish: fill(r, c) must give a T");
      const unsigned r = first_row(), c = threadIdx.x;
      const bool owned = r < R && c < C;
      return first_cell{unsigned(r * pitch + c), owned, owned ? T(fill(r, c)) : T()};
    }
  }

  OXIDE_DEVICE OXIDE_INLINE void store(const first_cell &mine) noexcept {
    if (mine.owned)
      data_[mine.at] = mine.value;
  }

  // Whether some thread owns a second cell: a block with fewer threads than
  // the tile has cells (in a dimension). One uniform test, so the loops
  // below stay off the path of a block that covers its tile.
  OXIDE_DEVICE OXIDE_INLINE static bool more_cells_than_threads() noexcept {
    if constexpr (C == 0)
      return threads() < R;
    else
      return blockDim.x < C || row_step() < R;
  }

  // Every cell this thread owns after its first.
  template <class Fill>
  OXIDE_DEVICE OXIDE_INLINE void write_rest(Fill &fill) noexcept {
    if (!more_cells_than_threads()) [[likely]]
      return;
    if constexpr (C == 0) {
      for (unsigned i = linear_id() + threads(); i < R; i += threads())
        data_[i] = fill(i);
    } else {
      const unsigned r0 = first_row();
      if (r0 >= R)
        return;
      for (unsigned c = threadIdx.x + blockDim.x; c < C; c += blockDim.x)
        data_[r0 * pitch + c] = fill(r0, c);
      for (unsigned r = r0 + row_step(); r < R; r += row_step())
        for (unsigned c = threadIdx.x; c < C; c += blockDim.x)
          data_[r * pitch + c] = fill(r, c);
    }
  }

#endif

  T data_[cells];
};

} // namespace oxide

namespace oxide {

// The block-local counterpart of atomic_slice: N counters in shared memory
// that any thread of the block may update atomically, for a block's
// histogram or partial sums, then flushed (to an atomic_slice, or an output
// the block owns).
//
//   __shared__ oxide::block_atomic<unsigned, 256> hist;
//   hist.tally([&](const auto &h) { for (...) h.fetch_add(bin, 1u); },     // count
//              [&](unsigned i, unsigned n) { bins.fetch_add(i, n); });     // flush
//
// One tally is: every thread zeroes the counters it owns (as block_shared's
// cells: linear thread t owns t, t + B, ...), the barrier, `count(h)` in
// every thread (h updates any counter, atomically, on the shared address:
// atom.shared, as a raw kernel's atomicAdd on __shared__ memory), the
// barrier, `flush(i, value)` for each counter i the thread owns, the
// barrier. No counter is zeroed while another thread adds to it or reads
// it. tally is a block collective, declared and checked as publish is.
template <class T, size_t N>
class block_atomic;

template <class T, size_t N>
class OXIDE_WITNESS block_counters {
public:
  block_counters(const block_counters &) = delete;
  block_counters &operator=(const block_counters &) = delete;
  OXIDE_HD static constexpr size_t size() noexcept { return N; }
#if defined(__CUDACC__)
  // Each returns counter i's value before the update; i past the end traps.
  OXIDE_DEVICE OXIDE_INLINE T fetch_add(size_t i, T v) const noexcept { return atomicAdd(at(i), v); }
  OXIDE_DEVICE OXIDE_INLINE T fetch_max(size_t i, T v) const noexcept
    requires detail::is_atomic_integer_v<T>
  {
    return atomicMax(at(i), v);
  }
  OXIDE_DEVICE OXIDE_INLINE T fetch_min(size_t i, T v) const noexcept
    requires detail::is_atomic_integer_v<T>
  {
    return atomicMin(at(i), v);
  }
#endif

private:
  template <class, size_t>
  friend class block_atomic;
  OXIDE_HD constexpr explicit block_counters(T *data) noexcept : data_(data) {}
  OXIDE_HD constexpr T *at(size_t i) const noexcept {
    if (i >= N)
      detail::check_failed();
    return data_ + i;
  }
  T *data_;
};

template <class T, size_t N>
class OXIDE_MARK("oxide.block_shared") block_atomic {
  static_assert(detail::is_atomic_element_v<T>,
                "block_atomic<T, N>: T must be int, unsigned, unsigned long long, float or double");
  static_assert(N > 0 && N * sizeof(T) <= 227u * 1024u,
                "block_atomic<T, N>: N must be non-zero and fit a block's 227 KiB of shared memory");

public:
  using value_type = T;
  block_atomic() = default;
  block_atomic(const block_atomic &) = delete;
  block_atomic &operator=(const block_atomic &) = delete;
  OXIDE_HD static constexpr size_t size() noexcept { return N; }

#if defined(__CUDACC__)
  template <class Count, class Flush>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE void tally(Count &&count, Flush &&flush) {
    count_phase(count);
    for (unsigned i = block::detail::linear_id(); i < N; i += block::detail::threads())
      flush(i, data_[i]);
    __syncthreads();
  }

  // The same count, then the counters published read-only: `read(view)`
  // runs in every thread (any thread reads any counter, `view[i]`), then
  // the barrier; tally_and_read returns what read returns (a scalar or
  // nothing), as publish does. For a merge that reads several counters a
  // cell, as per-warp sub-histograms summed into one.
  template <class Count, class Read>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE auto tally_and_read(Count &&count, Read &&read) {
    count_phase(count);
    return detail::finish_phase(std::forward<Read>(read), shared_view<T, N, 0, 1>(data_));
  }
#endif

private:
#if defined(__CUDACC__)
  // Zero the counters this thread owns, barrier, count, barrier.
  template <class Count>
  OXIDE_DEVICE OXIDE_INLINE void count_phase(Count &count) {
    static_assert(std::is_void_v<detail::call_result_t<Count, const block_counters<T, N> &>>,
                  "block_atomic::tally: count(h) returns nothing (h must not outlive the count)");
    if (!__isShared(data_))
      detail::check_failed();
    for (unsigned i = block::detail::linear_id(); i < N; i += block::detail::threads())
      data_[i] = T();
    __syncthreads();
    count(block_counters<T, N>(data_));
    __syncthreads();
  }
#endif
  T data_[N];
};

} // namespace oxide
