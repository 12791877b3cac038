// Rejected: a compute capability that is not (major, minor).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), min_compute_capability = 9")]]
// expected-error@-1 {{min_compute_capability must be a tuple `(major, minor)`: expected `(`, found `9`}}
// CHECK: min_compute_capability_not_a_pair.cu:[[@LINE-2]]:85: error: min_compute_capability must be a tuple `(major, minor)`: expected `(`, found `9`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
