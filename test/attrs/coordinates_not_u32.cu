// Rejected: a coordinate type other than u32.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), coordinates = u64")]]
// expected-error@-1 {{launch_contract coordinates currently supports only `u32`}}
// CHECK: coordinates_not_u32.cu:[[@LINE-2]]:74: error: launch_contract coordinates currently supports only `u32`
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
