// A helper in a header that indexes an oxide slice.
#pragma once
#include <oxide/oxide.cuh>
__device__ inline float header_read(oxide::slice<const float> a, size_t i) { return a[i]; }
