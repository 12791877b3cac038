// Rejected: an empty string: an empty list of items.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "")]]
// expected-error@-1 {{launch_contract string is empty; expected comma-separated `key = value` items such as "domain = 1"}}
// CHECK: contract_empty_string.cu:[[@LINE-2]]:62: error: launch_contract string is empty; expected comma-separated `key = value` items such as "domain = 1"
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
