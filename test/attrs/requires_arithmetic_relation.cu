// Rejected: an arithmetic expression where a comparison belongs.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len() + n)")]]
// expected-error@-1 {{requires relation must compare with `>=`, `>`, `<=`, `<`, `==`, or `!=`}}
// CHECK: requires_arithmetic_relation.cu:[[@LINE-2]]:84: error: requires relation must compare with `>=`, `>`, `<=`, `<`, `==`, or `!=`; {{.*}}available operands: `input.len()`, `output.len()`, `n`, `m`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
