// Rejected: a raw pointer parameter.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (input.len() >= p)")]]
// expected-error@-1 {{parameter `p` is not an integer scalar, so it cannot appear in requires}}
// CHECK: requires_pointer_scalar.cu:[[@LINE-2]]:87: error: parameter `p` is not an integer scalar, so it cannot appear in requires; {{.*}}available operands: `input.len()`, `output.len()`, `n`, `m`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha, const float *p) {} // expected-error {{parameter 'p' of kernel 'k' holds a raw pointer (const float *)}}
