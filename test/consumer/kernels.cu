#include "consumer_config.h"
#include <oxide/oxide.cuh>

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1), requires = (out.len() >= n))
__global__ void fill(oxide::disjoint_slice<float> out, unsigned n, float value) {
  static_assert(CONSUMER_BLOCK == 128);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = value;
}
