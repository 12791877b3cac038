// Rejected: an exact block of more than 1024 threads.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (64, 32, 1)")]]
// expected-error@-1 {{launch_contract block (64, 32, 1) has 2048 threads; CUDA runs at most 1024 threads per block}}
// CHECK: block_above_device_limit.cu:[[@LINE-2]]:47: error: launch_contract block (64, 32, 1) has 2048 threads; CUDA runs at most 1024 threads per block
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
