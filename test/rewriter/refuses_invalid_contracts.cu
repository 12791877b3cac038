// oxide-rewrite runs the contract checks too: a bad contract stops the
// pipeline before nvcc, and no output is written.
// RUN: rm -f %t.out
// RUN: not %oxide-rewrite %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (a.len() / 2 >= n)")]]
// CHECK: refuses_invalid_contracts.cu:[[@LINE-1]]:80: error: operator `/` is not supported in requires
__global__ void k(oxide::slice<const float> a, unsigned n) {}
