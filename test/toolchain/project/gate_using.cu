#include <oxide/oxide.cuh>
[[using oxide: kernel, launch_contract("domain = 1, block = (64, 1, 1)", "requires = (out.len() >= using_count)")]]
__global__ void gate_using(oxide::disjoint_slice<float> out, unsigned n) {}
