// Rejected: an identifier that is not a parameter.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (input.len() >= count)")]]
// expected-error@-1 {{unknown identifier `count` in requires: relations may only reference this kernel's parameters}}
// CHECK: requires_unknown_identifier.cu:[[@LINE-2]]:89: error: unknown identifier `count` in requires: relations may only reference this kernel's parameters; {{.*}}available operands: `input.len()`, `output.len()`, `n`, `m`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
