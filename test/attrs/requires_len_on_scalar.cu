// Rejected: `.len()` on an unsigned scalar; the fix-it removes it.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (n.len() >= 1)")]]
// expected-error@-1 {{`.len()` in requires is only available on slice parameters; `n` is a scalar}}
// CHECK: requires_len_on_scalar.cu:[[@LINE-2]]:73: error: `.len()` in requires is only available on slice parameters; `n` is a scalar; {{.*}}available operands: `input.len()`, `output.len()`, `n`, `m`
// CHECK: fix-it:"{{.*}}":{[[@LINE-3]]:73-[[@LINE-3]]:79}:""
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
