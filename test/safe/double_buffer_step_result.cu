// block_double_buffer::pipeline's body gives nothing back: a value, let
// alone the view or a reference to it, would leave the step (the loop runs
// the body once a step and has nowhere to put it; block_shared's read phase
// may give a scalar, block_shared_phase_result.cu). Both compilers' view of
// it: clang with the plugin, and nvcc (one kernel a file: nvcc stops
// instantiating after the first).
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-device-only %s 2>&1 | FileCheck %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-device-only -DTWO %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not %nvcc -c -DTWO %s -o %t.o 2>&1 | FileCheck %s --check-prefix=TWO
#include <oxide/oxide.cuh>

#ifndef TWO
// CHECK: block_double_buffer::pipeline: body(step, view) returns nothing
// NVCC: block_double_buffer::pipeline: body(step, view) returns nothing
__global__ void step_result(unsigned k) {
  __shared__ oxide::block_double_buffer<int, 16, 16> buf;
  buf.pipeline(k, [](unsigned, unsigned, unsigned) { return 1; }, [&](unsigned, const auto &v) { return v(0, 0); });
}
#else
// TWO: block_double_buffer::pipeline: body(step, view, other_view) returns nothing
__global__ void two_step_result(unsigned k) {
  __shared__ oxide::block_double_buffer<int, 16, 16> a, b;
  a.pipeline(k, [](unsigned, unsigned, unsigned) { return 1; }, b, [](unsigned, unsigned, unsigned) { return 2; },
             [&](unsigned, const auto &x, const auto &) -> const auto & { return x; });
}
#endif
