// Rejected: a key without `=`.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain 1, block = (256, 1, 1)")]]
// expected-error@-1 {{expected `=` after launch_contract field `domain`, found `1`}}
// CHECK: contract_missing_equals.cu:[[@LINE-2]]:34: error: expected `=` after launch_contract field `domain`, found `1`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
