#include <oxide/oxide.cuh>

#include "scale.h"

namespace b {
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (64, 1, 1), requires = (out.len() == n))
__global__ void fill(oxide::disjoint_slice<float> out, unsigned n) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 2.0f;
}

// An overload, taking a user type: its own launcher, b::fill_launch(..., Scale).
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (64, 1, 1), requires = (out.len() == 5))
__global__ void fill(oxide::disjoint_slice<float> out, Scale s) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s.factor;
}
} // namespace b
