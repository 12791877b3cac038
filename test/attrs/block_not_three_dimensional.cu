// Rejected: a block that is not (x, y, z).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1)")]]
// expected-error@-1 {{block must be a tuple `(x, y, z)` of 3 integers; found 2}}
// CHECK: block_not_three_dimensional.cu:[[@LINE-2]]:47: error: block must be a tuple `(x, y, z)` of 3 integers; found 2
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
