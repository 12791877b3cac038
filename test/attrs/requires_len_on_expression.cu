// Rejected: `.len()` on something that is not a parameter name.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = ((input).len() >= n)")]]
// expected-error@-1 {{`.len()` in requires must be called directly on a slice parameter}}
// CHECK: requires_len_on_expression.cu:[[@LINE-2]]:72: error: `.len()` in requires must be called directly on a slice parameter; {{.*}}available operands: `input.len()`, `output.len()`, `n`, `m`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
