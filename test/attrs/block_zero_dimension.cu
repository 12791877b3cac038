// Rejected: a zero block dimension.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (0, 1, 1)")]]
// expected-error@-1 {{launch_contract block dimensions must be non-zero}}
// CHECK: block_zero_dimension.cu:[[@LINE-2]]:47: error: launch_contract block dimensions must be non-zero
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
