// The kernel of trusted_locations.test: it calls racy.cuh's helper, from
// wherever the test puts that header.
#include <oxide/oxide.cuh>
#include RACY_HEADER

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  racy_write(in.get(threadIdx.x).value_or(0.0f));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
