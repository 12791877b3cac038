// Defines the whole-build switch itself: every slice bounds check would go.
#define OXIDE_UNCHECKED_INDEXING 1
#include <oxide/oxide.cuh>

[[oxide::kernel]]
__global__ void copy(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, i] = out.get_mut_indexed(); o)
    *o = in[i.get()];
}
