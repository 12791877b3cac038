// Includes oxide; the compile decides the C++ standard.
#include <oxide/oxide.cuh>

[[oxide::kernel]] __global__ void k(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
