#include <oxide/oxide.cuh>

namespace b {
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (64, 1, 1), requires = (out.len() == n))
__global__ void fill(oxide::disjoint_slice<float> out, unsigned n) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 2.0f;
}
} // namespace b
