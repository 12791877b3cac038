// Rejected: two items without a comma.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1 block = (256, 1, 1)")]]
// expected-error@-1 {{expected `,` between launch_contract items, found `block`}}
// CHECK: contract_missing_comma.cu:[[@LINE-2]]:38: error: expected `,` between launch_contract items, found `block`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
