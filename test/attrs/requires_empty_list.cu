// Rejected: an empty relation list.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = ()")]]
// expected-error@-1 {{requires needs at least one relation, e.g. `requires = (a.len() >= n)`}}
// CHECK: requires_empty_list.cu:[[@LINE-2]]:71: error: requires needs at least one relation, e.g. `requires = (a.len() >= n)`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
