// A file without oxide attributes comes out byte for byte (no #line either);
// a file with them comes out the same on every run (to the same output path:
// the generated blocks' #line directives name it).
// RUN: %oxide-rewrite %S/Inputs/plain.cu -o %t.plain.cu
// RUN: cmp %S/Inputs/plain.cu %t.plain.cu
// RUN: %oxide-rewrite %s -o %t.cu && mv %t.cu %t.first.cu
// RUN: %oxide-rewrite %s -o %t.cu && mv %t.cu %t.second.cu
// RUN: cmp %t.first.cu %t.second.cu
// RUN: not cmp -s %s %t.first.cu
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1)")]]
__global__ void fill(oxide::disjoint_slice<float> c, float v) {
  if (auto out = c.get_mut(oxide::thread::index_1d()))
    *out = v;
}

int main() {
  oxide::device_buffer<float> c(64);
  return oxide::launch<fill>(nullptr, oxide::launch_config::grid_1d(1), c, 1.0f) ? 0 : 1;
}
