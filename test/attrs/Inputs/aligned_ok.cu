// Valid alignment facts, for -print-contracts.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (aligned(in, 16), aligned(out, 16), in.len() % 4 == 0, out.len() >= in.len())")]]
__global__ void copy4(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {}
