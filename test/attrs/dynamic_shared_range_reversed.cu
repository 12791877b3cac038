// Rejected: a range whose minimum exceeds its maximum.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), dynamic_shared_range = (4096, 1024)")]]
// expected-error@-1 {{dynamic_shared_range minimum cannot exceed its maximum}}
// CHECK: dynamic_shared_range_reversed.cu:[[@LINE-2]]:83: error: dynamic_shared_range minimum cannot exceed its maximum
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
