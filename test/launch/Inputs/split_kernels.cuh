// The header of a header/.cu split: declarations with their attributes.
#pragma once
#include <oxide/oxide.cuh>

namespace split {
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (out.len() == n)")]]
__global__ void scale(oxide::disjoint_slice<float> out, unsigned n);

// Defined in another translation unit: this one only launches it.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1)", "requires = (out.len() >= 100)")]]
__global__ void elsewhere(oxide::disjoint_slice<float> out);
} // namespace split
