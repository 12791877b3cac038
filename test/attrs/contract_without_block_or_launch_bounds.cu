// Rejected: neither an exact block nor __launch_bounds__.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, requires = (input.len() >= n)")]]
// expected-error@-1 {{launch_contract requires either an exact `block = (x, y, z)` or __launch_bounds__(max_threads) on the kernel}}
// CHECK: contract_without_block_or_launch_bounds.cu:[[@LINE-2]]:27: error: launch_contract requires either an exact `block = (x, y, z)` or __launch_bounds__(max_threads) on the kernel
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
