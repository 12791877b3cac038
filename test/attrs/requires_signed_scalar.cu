// Rejected: a signed integer parameter in `%`, where C++ and the launcher
// would disagree on a negative remainder (signed operands are fine elsewhere).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len() >= m, input.len() % m == 0)")]]
// expected-error@-1 {{signed integer parameter `m` cannot appear in `%` in requires: C++ and the launcher would disagree on a negative remainder; make it unsigned}}
// CHECK: requires_signed_scalar.cu:[[@LINE-2]]:104: error: signed integer parameter `m` cannot appear in `%` in requires: C++ and the launcher would disagree on a negative remainder; make it unsigned; {{.*}}available operands: `input.len()`, `output.len()`, `n`, `m`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
