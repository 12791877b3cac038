#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1", "requires = (out.len() >= count)")]]
__global__ void broken(oxide::disjoint_slice<float> out, unsigned n) {}
