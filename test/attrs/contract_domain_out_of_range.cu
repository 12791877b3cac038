// Rejected: a domain other than 1, 2 or 3.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 4, block = (256, 1, 1)")]]
// expected-error@-1 {{launch_contract domain must be 1, 2, or 3}}
// CHECK: contract_domain_out_of_range.cu:[[@LINE-2]]:36: error: launch_contract domain must be 1, 2, or 3
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
