// Rejected: a C-style cast.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = ((unsigned long)n >= 1)")]]
// expected-error@-1 {{casts are not supported in requires: every operand is already evaluated in u64}}
// CHECK: requires_c_style_cast.cu:[[@LINE-2]]:72: error: casts are not supported in requires: every operand is already evaluated in u64; {{.*}}available operands: `input.len()`, `output.len()`, `n`, `m`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
