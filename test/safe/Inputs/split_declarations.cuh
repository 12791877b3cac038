// Declarations whose definitions are in header_split_is_checked.cu.
#pragma once
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void split_writes_anywhere(oxide::disjoint_slice<float> out, unsigned j);
