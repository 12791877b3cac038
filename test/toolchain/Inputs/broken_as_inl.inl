// A CUDA file named .inl, compiled with -x cu; its contract is malformed.
#include <oxide/oxide.cuh>
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (64, 1, 1)", "requires = (out.len() >= inl_count)")]]
__global__ void as_inl(oxide::disjoint_slice<float> out, unsigned n) {}
