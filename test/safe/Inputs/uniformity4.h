// Helpers for uniformity_attacks4.cu, in a user header.
#pragma once
#include <oxide/oxide.cuh>

template <class T> __device__ T reduce_of(T v) { return oxide::block::reduce_add(v); }
#define PICK_SUM(c) ((c) ? oxide::block::reduce_add(1.0f) : 0.0f)
