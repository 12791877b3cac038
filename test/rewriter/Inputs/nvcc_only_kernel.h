#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::disjoint_slice<float> out, float *raw) { raw[1000000] = 1.0f; }
