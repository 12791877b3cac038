// split::elsewhere's definition, for header_split.cu's link (rewritten
// there too: this test is about the other translation unit).
#include "split_kernels.cuh"

__global__ void split::elsewhere(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
