// Rejected: two relations joined with `&&` instead of a comma.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len() >= 1 && n >= 1)")]]
// expected-error@-1 {{`&&` is not supported in requires: separate relations already mean "and"; write them comma-separated}}
// CHECK: requires_logical_and_relation.cu:[[@LINE-2]]:89: error: `&&` is not supported in requires: separate relations already mean "and"; write them comma-separated, as in `requires = (a >= 1, b >= 1)`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
