// oxide/double_buffer.cuh: a block's double-buffered shared staging, with no
// unsafe for the caller: the k-loop of a tiled GEMM that loads step s + 1
// while it computes on step s, with one barrier a step.
//
//   __shared__ oxide::block_double_buffer<float, 8, 128, oxide::column_groups<float4>> as;
//   __shared__ oxide::block_double_buffer<float, 8, 128, oxide::row_groups<float4>> bs;
//   bs.pipeline(steps, fill_b, as, fill_a, [&](unsigned s, const auto &b, const auto &a) {
//     ... a.as_vector<float4>(kk, j), b.as_vector<float4>(kk, j) ...
//   });
//
// Two buffers of an R x C tile. pipeline(steps, fill, body) is one block
// collective that runs the whole loop:
//
//   write step 0 into buffer 0; barrier
//   for s in 0 .. steps - 1:
//     v = this thread's values of step s + 1     (fill: global loads in flight)
//     body(s, view of buffer s % 2)              (any thread reads any cell)
//     write v into buffer (s + 1) % 2; barrier
//
// Why no thread reads a cell while another writes it: step s writes buffer
// (s + 1) % 2, whose last reads were step s - 1's, before step s - 1's
// barrier; step s reads buffer s % 2, written before that same barrier. The
// last step's barrier ends every read, so the next pipeline's first writes
// (and nothing else can write) come after all of them. The values of step
// `steps` are written and never read: fill runs for steps 0 .. steps, so
// the next step's loads need no branch (a branch let nvcc sink them below
// the FMAs, examples/sgemm_fast/README.md); give something harmless past the
// end (value_or(zero)).
//
// Who writes which cell: the tile is cut into groups of k cells (k lanes of
// the deal's vector type V over T), dealt to the block's threads by linear
// index, thread t owning groups t, t + B, ... (B = threads in the block):
//   row_groups<V>     k cells along a row, (r, c .. c + k - 1), the groups
//                     taken row by row; written as one V store;
//   column_groups<V>  k cells down a column, (r .. r + k - 1, c), the groups
//                     taken column by column (a transposed slab); written as
//                     k stores, lane j to row r + j.
// fill(step, r, c) gives the V of the group whose first cell is (r, c). It
// never sees the tile, so it cannot write another thread's cell.
#pragma once

#include <oxide/block.cuh>
#include <oxide/block_shared.cuh>
#include <oxide/config.cuh>
#include <oxide/shared.cuh>

#include <cstddef>
#include <type_traits>
#include <utility>

// Calls in the statement that follows are inlined, whatever they cost:
// clang does not inline a large function called twice (the user's body, in
// the loop's two copies: "too costly", and the kernel makes a call a step).
// nvcc inlines them on its own and has no such statement attribute.
#if defined(__clang__) && !defined(__NVCC__)
#define OXIDE_INLINE_CALLS [[clang::always_inline]]
#else
#define OXIDE_INLINE_CALLS
#endif

namespace oxide {

// How a block_double_buffer's cells are dealt to its writers (see the top
// of this file). V is T itself or one of CUDA's vector types over T.
template <class V>
struct row_groups {};
template <class V>
struct column_groups {};

namespace detail {
template <class Deal>
struct deal_traits {
  static_assert(sizeof(Deal) == 0, "block_double_buffer: the deal is oxide::row_groups<V> or "
                                   "oxide::column_groups<V>");
};
template <class V>
struct deal_traits<row_groups<V>> {
  using vector = V;
  static constexpr bool along_row = true;
};
template <class V>
struct deal_traits<column_groups<V>> {
  using vector = V;
  static constexpr bool along_row = false;
};

// Lane J of a CUDA vector (x, y, z, w), or the scalar itself.
template <unsigned J, class V>
OXIDE_HD constexpr auto lane(const V &v) noexcept {
  if constexpr (std::is_arithmetic_v<V>)
    return v;
  else if constexpr (J == 0)
    return v.x;
  else if constexpr (J == 1)
    return v.y;
  else if constexpr (J == 2)
    return v.z;
  else
    return v.w;
}

template <class A, class B>
struct two {
  A first;
  B second;
};
} // namespace detail

template <class T, size_t R, size_t C, class Deal = row_groups<T>, size_t Pad = 0>
class OXIDE_MARK("oxide.block_shared") block_double_buffer {
  using traits = detail::deal_traits<Deal>;

public:
  using value_type = T;
  using vector_type = typename traits::vector;

private:
  static_assert(detail::is_phase_result_v<T> && !std::is_void_v<T>,
                "block_double_buffer<T, ...>: T must be an arithmetic type (one value a cell)");
  static_assert(detail::is_lanes_of_v<vector_type, T>,
                "block_double_buffer: the deal's V must be T or one of CUDA's vector types over T "
                "(float4 over float, int2 over int, ...)");
  static constexpr size_t k = sizeof(vector_type) / sizeof(T); // cells a group
  static constexpr size_t pitch = C + Pad;
  static constexpr size_t cells = (R - 1) * pitch + C;
  // Each buffer starts on 16 bytes, the widest vector's alignment.
  static constexpr size_t stride = (cells * sizeof(T) + 15) / 16 * 16 / sizeof(T);
  static constexpr size_t groups = R * C / k;
  static_assert(R > 0 && C > 0, "block_double_buffer<T, R, C>: R and C must be non-zero");
  static_assert(R <= 227u * 1024u && C <= 227u * 1024u && Pad <= 227u * 1024u &&
                    2 * stride * sizeof(T) <= 227u * 1024u,
                "block_double_buffer: more than a block's 227 KiB of shared memory");
  static_assert(traits::along_row ? C % k == 0 && pitch * sizeof(T) % alignof(vector_type) == 0 : R % k == 0,
                "block_double_buffer: the groups must tile it: C (row_groups) or R "
                "(column_groups) a multiple of V's lanes, and rows aligned for V");

public:
  using view_type = shared_view<T, R, C, pitch, 16>;

  block_double_buffer() = default;
  block_double_buffer(const block_double_buffer &) = delete;
  block_double_buffer &operator=(const block_double_buffer &) = delete;

  OXIDE_HD static constexpr size_t rows() noexcept { return R; }
  OXIDE_HD static constexpr size_t cols() noexcept { return C; }

#if defined(__CUDACC__)
  // The whole loop (see the top of this file): `fill(step, r, c)` gives
  // the V of each group this thread owns, for steps 0 .. steps; `body(step,
  // view)` runs in every thread for steps 0 .. steps - 1 and returns
  // nothing. Traps unless the object is in shared memory.
  template <class Fill, class Body>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE void pipeline(unsigned steps OXIDE_UNIFORM_ARG,
                                                                 Fill &&fill, Body &&body) {
    static_assert(std::is_void_v<detail::call_result_t<Body, unsigned, const view_type &>>,
                  "block_double_buffer::pipeline: body(step, view) returns nothing");
    require_shared();
    run(
        steps, [&](unsigned s) { return first_group(fill, s); },
        [&](unsigned b, unsigned s, const owned_group &v) { write(b, v, fill, s); },
        [&](unsigned s, unsigned b) { OXIDE_INLINE_CALLS body(s, view(b)); });
  }

  // Two tiles, one loop, one barrier a step (a GEMM's A and B slabs):
  // `body(step, view, other_view)`. Each step's values of both are loaded
  // (this tile's first) before the body runs.
  template <class Fill, class U, size_t R2, size_t C2, class D2, size_t P2, class Fill2, class Body>
  OXIDE_BLOCK_COLLECTIVE OXIDE_DEVICE OXIDE_INLINE void
  pipeline(unsigned steps OXIDE_UNIFORM_ARG, Fill &&fill, block_double_buffer<U, R2, C2, D2, P2> &other,
           Fill2 &&fill2, Body &&body) {
    using other_view = typename block_double_buffer<U, R2, C2, D2, P2>::view_type;
    static_assert(
        std::is_void_v<detail::call_result_t<Body, unsigned, const view_type &, const other_view &>>,
        "block_double_buffer::pipeline: body(step, view, other_view) returns nothing");
    require_shared();
    other.require_shared();
    run(
        steps,
        [&](unsigned s) {
          return detail::two<owned_group, typename block_double_buffer<U, R2, C2, D2, P2>::owned_group>{
              first_group(fill, s), other.first_group(fill2, s)};
        },
        [&](unsigned b, unsigned s, const auto &v) {
          write(b, v.first, fill, s);
          other.write(b, v.second, fill2, s);
        },
        [&](unsigned s, unsigned b) { OXIDE_INLINE_CALLS body(s, view(b), other.view(b)); });
  }

private:
  template <class, size_t, size_t, class, size_t>
  friend class block_double_buffer;

  // The loop every pipeline runs: load(s) reads this thread's values of
  // step s, store(buffer, s, values) writes them, read(s, buffer) runs the
  // body. Two steps a trip, each with its exit test, so the buffer index is
  // a constant in each (the raw kernel's `#pragma unroll 2` over a loop
  // whose trip count the compiler cannot compute; a counted loop unrolled
  // by 2 gets a third copy for the odd step).
  template <class Load, class Store, class Read>
  OXIDE_DEVICE OXIDE_INLINE static void run(unsigned steps, const Load &load, const Store &store,
                                            const Read &read) {
    if (steps == 0) // uniform (the plugin checks the argument)
      return;
    store(0u, 0u, load(0u));
    __syncthreads();
    for (unsigned s = 0;;) {
      step(s, 0u, load, store, read);
      if (++s == steps)
        return;
      step(s, 1u, load, store, read);
      if (++s == steps)
        return;
    }
  }
  // Step s on buffer b: the next step's loads, the body, their stores into
  // the other buffer, the barrier.
  template <class Load, class Store, class Read>
  OXIDE_DEVICE OXIDE_INLINE static void step(unsigned s, unsigned b, const Load &load, const Store &store,
                                             const Read &read) {
    decltype(load(s)) next;
    OXIDE_INLINE_CALLS next = load(s + 1);
    OXIDE_INLINE_CALLS read(s, b);
    OXIDE_INLINE_CALLS store(b ^ 1u, s + 1, next);
    __syncthreads();
  }

  // This thread's first group (its linear index), whether it has one, and
  // its value for one step.
  struct owned_group {
    unsigned at; // the group's first cell, within a buffer
    bool owned;
    vector_type value;
  };

  OXIDE_DEVICE OXIDE_INLINE void require_shared() const noexcept {
    if (!__isShared(data_))
      detail::check_failed();
  }
  OXIDE_DEVICE OXIDE_INLINE view_type view(unsigned b) const noexcept {
    return view_type(data_ + b * stride);
  }

  // Group g's first cell (r, c): see the top of this file.
  struct cell {
    unsigned r, c;
  };
  OXIDE_DEVICE OXIDE_INLINE static cell group_cell(unsigned g) noexcept {
    if constexpr (traits::along_row)
      return {unsigned(g / (C / k)), unsigned(g % (C / k) * k)};
    else
      return {unsigned(g % (R / k) * k), unsigned(g / (R / k))};
  }

  template <class Fill>
  OXIDE_DEVICE OXIDE_INLINE static vector_type value_of(Fill &fill, unsigned step, cell at) {
    static_assert(
        std::is_convertible_v<detail::call_result_t<Fill, unsigned, unsigned, unsigned>, vector_type>,
        "block_double_buffer::pipeline: fill(step, r, c) must give the deal's V");
    return vector_type(fill(step, at.r, at.c));
  }

  template <class Fill>
  OXIDE_DEVICE OXIDE_INLINE static owned_group first_group(Fill &fill, unsigned step) {
    const unsigned g = block::detail::linear_id();
    const bool owned = g < groups;
    const cell at = group_cell(owned ? g : 0);
    return {unsigned(at.r * pitch + at.c), owned, owned ? value_of(fill, step, at) : vector_type()};
  }

  // Buffer b's group at cell index `at` := v.
  OXIDE_DEVICE OXIDE_INLINE void put(unsigned b, unsigned at, const vector_type &v) noexcept {
    T *const p = data_ + b * stride + at;
    if constexpr (traits::along_row)
      *reinterpret_cast<vector_type *>(p) = v;
    else
      put_lanes(p, v, std::make_index_sequence<k>());
  }
  template <size_t... J>
  OXIDE_DEVICE OXIDE_INLINE static void put_lanes(T *p, const vector_type &v,
                                                  std::index_sequence<J...>) noexcept {
    ((p[J * pitch] = detail::lane<J>(v)), ...);
  }

  // The first group's value, then every later group this thread owns (a
  // block with fewer threads than the tile has groups; one uniform test
  // keeps the loop off a block that covers its tile).
  template <class Fill>
  OXIDE_DEVICE OXIDE_INLINE void write(unsigned b, const owned_group &first, Fill &fill, unsigned step) {
    if (first.owned)
      put(b, first.at, first.value);
    const unsigned threads = block::detail::threads();
    if (threads >= groups) [[likely]]
      return;
    for (unsigned g = block::detail::linear_id() + threads; g < groups; g += threads) {
      const cell at = group_cell(g);
      put(b, unsigned(at.r * pitch + at.c), value_of(fill, step, at));
    }
  }
#endif

  alignas(16) T data_[2 * stride];
};

} // namespace oxide

#undef OXIDE_INLINE_CALLS
