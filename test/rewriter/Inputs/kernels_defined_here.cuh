// Kernels defined in a header: oxide-rewrite writes only the .cu file.
#pragma once
#include <oxide/oxide.cuh>

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void defined_in_header(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (32, 1, 1)")]]
__global__ void shape_in_header(oxide::disjoint_slice<float> out) {
  __shared__ float stage[32];
  // SAFETY: the contract fixes the block at 32 threads, so threadIdx.x < 32.
  [[oxide::unsafe]] { stage[threadIdx.x] = 1.0f; }
  (void)out;
}
