// Rejected: a relation list without parentheses.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = input.len() >= n")]]
// expected-error@-1 {{requires must be a parenthesized list of relations, as in `requires = (a.len() >= n)`: expected `(`, found `input`}}
// CHECK: requires_not_parenthesized.cu:[[@LINE-2]]:71: error: requires must be a parenthesized list of relations, as in `requires = (a.len() >= n)`: expected `(`, found `input`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
