// shared_array::as_vector<V> re-types shared memory only as T or CUDA's
// vector types over T: a tile (or any witness, optional_ref or struct holding
// a pointer) stored there would reach every thread of the block. And a
// runtime tile's sides must fit in u32 (its proof computes row * R in 64 bits).
// RUN: %clang_cuda -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
#include <oxide/oxide.cuh>

using tiles = oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<1, 1>>;
using tile = decltype(oxide::get_tile_2d_rt(tiles{}, oxide::thread::coord_2d()));

__device__ void launder(oxide::shared_array<unsigned long long, 4, 16> &slot, const tile &t) {
  slot.as_vector<tile>(0) = t; // expected-error@*:* {{V must be T or one of CUDA's vector types over T}}
}

__device__ float fine(oxide::shared_array<float, 8, 16> &s) {
  return s.as_vector<float4>(1).x + s.as_vector<float2>(0).y + s.as_vector<float>(3);
}

using huge = oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<(oxide::size_t(1) << 38) + 1, 1>>;
huge h; // expected-error@*:* {{tile sides must fit in u32}}
