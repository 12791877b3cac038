// Rejected: a key given twice, across strings.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "domain = 1")]]
// expected-error@-1 {{duplicate launch_contract field `domain`}}
// CHECK: contract_duplicate_field.cu:[[@LINE-2]]:62: error: duplicate launch_contract field `domain`
// expected-note@-3 {{first given here}}
// CHECK: contract_duplicate_field.cu:[[@LINE-4]]:27: note: first given here
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
