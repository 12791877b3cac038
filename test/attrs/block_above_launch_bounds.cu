// Rejected: an exact block above __launch_bounds__.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)")]]
// expected-error@-1 {{launch_contract block (256, 1, 1) has 256 threads, exceeding __launch_bounds__(128)}}
// CHECK: block_above_launch_bounds.cu:[[@LINE-2]]:47: error: launch_contract block (256, 1, 1) has 256 threads, exceeding __launch_bounds__(128)
__global__ void __launch_bounds__(128) k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
