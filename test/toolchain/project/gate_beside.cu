#include <oxide/oxide.cuh>
[[gnu::noinline, oxide::kernel, oxide::launch_contract("domain = 1, block = (64, 1, 1)", "requires = (out.len() >= beside_count)")]]
__global__ void gate_beside(oxide::disjoint_slice<float> out, unsigned n) {}
