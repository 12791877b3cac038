#pragma once
#include <oxide/oxide.cuh>
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (64, 1, 1)", "requires = (out.len() >= header_count)")]]
__global__ void gate_header(oxide::disjoint_slice<float> out, unsigned n);
