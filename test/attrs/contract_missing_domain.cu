// Rejected: no domain.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("block = (256, 1, 1)")]]
// expected-error@-1 {{launch_contract requires `domain = 1`, `2`, or `3`}}
// CHECK: contract_missing_domain.cu:[[@LINE-2]]:27: error: launch_contract requires `domain = 1`, `2`, or `3`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
