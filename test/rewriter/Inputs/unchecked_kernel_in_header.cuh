#pragma once
#include <oxide/oxide.cuh>

[[oxide::kernel]] [[oxide::unchecked_indexing]]
__global__ void header_copy(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, i] = out.get_mut_indexed(); o)
    *o = in[i.get()];
}
