#pragma once
// What clang sees: a helper with no barrier.
__device__ inline float lane_value(float v) { return v; }
