// Rejected: an alignment that is not a power of two.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), dynamic_shared = 1024, dynamic_shared_alignment = 24")]]
// expected-error@-1 {{dynamic_shared_alignment must be a non-zero power of two}}
// CHECK: dynamic_shared_alignment_not_power_of_two.cu:[[@LINE-2]]:110: error: dynamic_shared_alignment must be a non-zero power of two
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
