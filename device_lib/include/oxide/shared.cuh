// oxide/shared.cuh: Tier 2, block-shared memory and the block barrier.
//
// Every thread of a block sees the same __shared__ storage, so no type can
// prove that two threads do not write the same element. Element access is
// therefore unsafe: it compiles anywhere, but the oxide plugin refuses it
// outside an [[oxide::unsafe]] block, and that block carries a // SAFETY:
// comment saying why this use is sound.
#pragma once

#include <oxide/config.cuh>

#include <type_traits>
#include <vector_types.h>

namespace oxide {

namespace detail {
// V is k lanes of T: T itself, or one of CUDA's vector types over T. Nothing
// else may re-type shared memory: a witness, a tile or an optional_ref
// stored there would reach every thread of the block (a write right
// laundered through as_vector), and a struct holding a pointer would
// carry it past every check.
template <class V, class T>
inline constexpr bool is_lanes_of_v = std::is_same_v<V, T>;
#define OXIDE_LANES(T, V)                                                                         \
  template <>                                                                                      \
  inline constexpr bool is_lanes_of_v<V, T> = true;
OXIDE_LANES(float, float2)
OXIDE_LANES(float, float3)
OXIDE_LANES(float, float4)
OXIDE_LANES(double, double2)
OXIDE_LANES(int, int2)
OXIDE_LANES(int, int3)
OXIDE_LANES(int, int4)
OXIDE_LANES(unsigned, uint2)
OXIDE_LANES(unsigned, uint3)
OXIDE_LANES(unsigned, uint4)
OXIDE_LANES(short, short2)
OXIDE_LANES(short, short4)
OXIDE_LANES(unsigned short, ushort2)
OXIDE_LANES(unsigned short, ushort4)
OXIDE_LANES(signed char, char2)
OXIDE_LANES(signed char, char4)
OXIDE_LANES(unsigned char, uchar2)
OXIDE_LANES(unsigned char, uchar4)
#undef OXIDE_LANES
} // namespace detail

// N elements of T, declared `__shared__ oxide::shared_array<T, N> tile;`.
// Trivially default-constructible (CUDA forbids initialising __shared__
// storage), so the elements start uninitialised. Align: the storage's
// alignment; 16 for 128-bit access through as_vector<float4> (a larger
// alignment than T's changes the code the compiler may emit, so it is opt-in).
template <class T, size_t N, size_t Align = alignof(T)>
class OXIDE_MARK("oxide.shared_array") shared_array {
  static_assert(N > 0, "shared_array<T, N>: N must be non-zero");
  static_assert(Align >= alignof(T) && (Align & (Align - 1)) == 0,
                "shared_array<T, N, Align>: Align must be a power of two, at least alignof(T)");

public:
  using value_type = T;

  OXIDE_HD static constexpr size_t size() noexcept { return N; }

  // SAFETY contract: i < N; and between two sync_threads() no thread reads
  // element i while another thread writes it, and no two threads write it.
  // Unchecked, like the raw array it replaces, so a tiled kernel compiles to
  // the same shared loads and stores.
  OXIDE_UNSAFE_FN OXIDE_HD constexpr T &operator[](size_t i) noexcept { return data_[i]; }
  OXIDE_UNSAFE_FN OXIDE_HD constexpr const T &operator[](size_t i) const noexcept {
    return data_[i];
  }
  // Elements [i * k, i * k + k) as one V of k elements (float4 over float),
  // for 128-bit shared loads and stores. SAFETY contract: as operator[], for
  // each of those k elements; (i + 1) * k <= N.
  template <class V>
  OXIDE_UNSAFE_FN OXIDE_HD V &as_vector(size_t i) noexcept {
    static_assert(detail::is_lanes_of_v<std::remove_cv_t<V>, T>,
                  "shared_array::as_vector<V>: V must be T or one of CUDA's vector types over T "
                  "(float4 over float, int2 over int, ...)");
    static_assert(sizeof(V) % sizeof(T) == 0 && alignof(V) <= Align,
                  "shared_array::as_vector<V>: V must be k elements of T, and the array aligned for "
                  "V (shared_array<T, N, alignof(V)>)");
    return reinterpret_cast<V *>(data_)[i];
  }

private:
  alignas(Align) T data_[N];
};

#if defined(__CUDACC__)
// The block barrier (__syncthreads). SAFETY contract: every thread of the
// block reaches this same call, or none does: a barrier under a branch that
// some threads skip hangs the block or is undefined behaviour.
OXIDE_UNSAFE_FN OXIDE_DEVICE OXIDE_INLINE void sync_threads() noexcept { __syncthreads(); }
#endif

} // namespace oxide
