// Rejected: a comparison inside a comparison.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len() >= (n >= 1))")]]
// expected-error@-1 {{nested comparisons are not supported in requires: each relation is exactly one comparison; split it into multi}}
// CHECK: requires_nested_comparison.cu:[[@LINE-2]]:90: error: nested comparisons are not supported in requires: each relation is exactly one comparison; split it into multiple comma-separated relations instead
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
