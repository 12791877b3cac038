// Rejected: `&&` inside an operand.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len() >= (n && 1))")]]
// expected-error@-1 {{operator `&&` is not supported in requires}}
// CHECK: requires_logical_and_operand.cu:[[@LINE-2]]:90: error: operator `&&` is not supported in requires; {{.*}}available operands: `input.len()`, `output.len()`, `n`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
