// block_shared::publish_steps' read gives nothing back: it runs once a
// step, and a value (let alone a view or a reference to it) would have
// nowhere to go but out of its step. Both compilers' view of it: clang
// with the plugin, and nvcc (one kernel a file: nvcc stops instantiating
// after the first).
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-device-only %s 2>&1 | FileCheck %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-device-only -DTWO %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not %nvcc -c -DTWO %s -o %t.o 2>&1 | FileCheck %s --check-prefix=TWO
#include <oxide/oxide.cuh>

__device__ oxide::view_steps<const float> walk_of(oxide::slice<const float> a) {
  return oxide::matrix_view(a, 32).row(threadIdx.y, 32).value_or(oxide::row_view<const float>::empty()).steps<32>(threadIdx.x);
}

#ifndef TWO
// CHECK: block_shared::publish_steps: read(view) returns nothing
__global__ void step_result(unsigned k, oxide::slice<const float> a) {
  __shared__ oxide::block_shared<float, 32, 32> s;
  auto w = walk_of(a);
  s.publish_steps(k, w, [&](const auto &t) { return t(0, 0); });
}
#else
// TWO: block_shared::publish_steps: read(view, other_view) returns nothing
__global__ void two_step_result(unsigned k, oxide::slice<const float> a) {
  __shared__ oxide::block_shared<float, 32, 32> x, y;
  auto w = walk_of(a), v = walk_of(a);
  x.publish_steps(k, w, y, v, [&](const auto &p, const auto &) -> const auto & { return p; });
}
#endif
