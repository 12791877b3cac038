// The header of a header/.cu split: the attributes are here only.
#pragma once
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1)", "requires = (out.len() == n)")]]
__global__ void split_fill(oxide::disjoint_slice<float> out, unsigned n);

void run_split(); // split.cu
