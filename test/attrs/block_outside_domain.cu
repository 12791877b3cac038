// Rejected: a 2D block in a 1D domain.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (16, 16, 1)")]]
// expected-error@-1 {{launch_contract block dimensions (16, 16, 1) exceed the declared 1D domain}}
// CHECK: block_outside_domain.cu:[[@LINE-2]]:47: error: launch_contract block dimensions (16, 16, 1) exceed the declared 1D domain
// expected-note@-3 {{domain declared here}}
// CHECK: block_outside_domain.cu:[[@LINE-4]]:36: note: domain declared here
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
