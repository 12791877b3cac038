#pragma once
#pragma clang system_header
#include <oxide/oxide.cuh>
__device__ inline void write_any(const oxide::disjoint_slice<float> &s, oxide::size_t i) {
  s.get_unchecked_mut(i) = 1.0f;
}
