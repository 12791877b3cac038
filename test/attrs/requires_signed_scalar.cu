// Rejected: a signed integer parameter.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len() >= m)")]]
// expected-error@-1 {{signed integer parameter `m` is not supported in requires: relations are evaluated in u64 and signed widening }}
// CHECK: requires_signed_scalar.cu:[[@LINE-2]]:87: error: signed integer parameter `m` is not supported in requires: relations are evaluated in u64 and signed widening is not defined; {{.*}}available operands: `input.len()`, `output.len()`, `n`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
