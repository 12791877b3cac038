#include <oxide/oxide.cuh>

#include "types.h"

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 3)")]]
__global__ void scaled(oxide::disjoint_slice<float> o, app::Scale s) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = s.factor;
}
