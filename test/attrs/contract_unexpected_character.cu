// Rejected: a character that has no place in a contract.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1) $")]]
// expected-error@-1 {{unexpected character `$` in launch_contract}}
// CHECK: contract_unexpected_character.cu:[[@LINE-2]]:59: error: unexpected character `$` in launch_contract
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
