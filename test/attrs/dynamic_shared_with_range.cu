// Rejected: both dynamic_shared and dynamic_shared_range.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), dynamic_shared = 1024, dynamic_shared_range = (0, 2048)")]]
// expected-error@-1 {{launch_contract accepts either `dynamic_shared` or `dynamic_shared_range`, not both}}
// CHECK: dynamic_shared_with_range.cu:[[@LINE-2]]:83: error: launch_contract accepts either `dynamic_shared` or `dynamic_shared_range`, not both
// expected-note@-3 {{the other one is here}}
// CHECK: dynamic_shared_with_range.cu:[[@LINE-4]]:60: note: the other one is here
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
