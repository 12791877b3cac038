// Rejected: an integer literal above u64.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len() >= 18446744073709551616)")]]
// expected-error@-1 {{integer literal in requires must fit in u64}}
// CHECK: requires_literal_too_big.cu:[[@LINE-2]]:87: error: integer literal in requires must fit in u64
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
