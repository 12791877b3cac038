// Contract facts reach the device: with aligned(in, 16) and in.len() % 4 == 0
// stated, as_vectors<float4>'s check is already known to hold.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (aligned(in, 16), in.len() % 4 == 0, out.len() * 4 >= in.len())")]]
__global__ void sum4(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto v = oxide::as_vectors<float4>(in))
    if (auto [o, idx] = out.get_mut_indexed(); o)
      if (auto q = v->get(idx.get())) {
        const float4 x = *q;
        *o = x.x + x.y + x.z + x.w;
      }
}
