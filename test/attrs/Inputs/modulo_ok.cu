// Valid `%` relations, for -print-contracts.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (out.len() % 256 == 0, (out.len() + n) % (n * 2) != 1)")]]
__global__ void fill(oxide::disjoint_slice<float> out, unsigned n) {}
