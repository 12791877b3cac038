// Rejected: `.len()` with an argument.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len(1) >= n)")]]
// expected-error@-1 {{`.len()` in requires takes no arguments}}
// CHECK: requires_len_with_arguments.cu:[[@LINE-2]]:77: error: `.len()` in requires takes no arguments
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
