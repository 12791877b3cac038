// Without oxide-rewrite there is no launcher, and the error says how to get one.
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %clang_cuda -fsyntax-only %s 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1)")]]
__global__ void fill(oxide::disjoint_slice<float> out) {}

int main() {
  oxide::device_buffer<float> out(64);
  return oxide::launch<fill>(nullptr, oxide::launch_config::grid_1d(1), out) ? 0 : 1;
}
// CHECK: oxide: this kernel has no generated launcher. Mark it {{\[\[}}oxide::kernel]] and compile its .cu file through oxide-rewrite (in CMake: oxide_add_kernels(TARGET t SOURCES file.cu)).
