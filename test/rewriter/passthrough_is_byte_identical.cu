// For now oxide-rewrite checks and passes the file through: the output is the
// input, byte for byte, with or without oxide attributes, and the same on
// every run.
// RUN: %oxide-rewrite %s -o %t.oxide.cu
// RUN: cmp %s %t.oxide.cu
// RUN: %oxide-rewrite %S/Inputs/plain.cu -o %t.plain.cu
// RUN: cmp %S/Inputs/plain.cu %t.plain.cu
// RUN: %oxide-rewrite %s -o %t.again.cu
// RUN: cmp %t.oxide.cu %t.again.cu
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1)")]]
__global__ void fill(oxide::disjoint_slice<float> c, float v) {
  if (auto out = c.get_mut(oxide::thread::index_1d()))
    *out = v;
}

int main() {
  oxide::device_buffer<float> c(64);
  fill<<<1, 64>>>(c.as_disjoint(), 1.0f);
}
