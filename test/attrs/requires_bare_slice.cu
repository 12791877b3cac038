// Rejected: a slice parameter without `.len()`; the fix-it adds it.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input >= n)")]]
// expected-error@-1 {{slice parameter `input` may only appear in requires as `input.len()`}}
// CHECK: requires_bare_slice.cu:[[@LINE-2]]:72: error: slice parameter `input` may only appear in requires as `input.len()`; {{.*}}available operands: `input.len()`, `output.len()`, `n`, `m`
// CHECK: fix-it:"{{.*}}":{[[@LINE-3]]:77-[[@LINE-3]]:77}:".len()"
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
