// Every diagnostic ends with its check's name, on both paths (the plugin, and
// oxide-rewrite); a note belongs to the error before it and names none. No
// flag turns an error off: -w and -Wno-everything leave it, and the compile
// still fails.
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only %s 2>&1 | FileCheck %s
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s && not test -e %t.cu
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -w -Wno-everything %s 2>&1 | FileCheck %s
// RUN: not %oxide-rewrite %s -o %t.cu -- -w -Wno-everything 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

// CHECK: error: parameter 'out' of kernel 'aliasing' is 'float *'{{.*}} [oxide-aliasing-param]{{$}}
[[oxide::kernel]] __global__ void aliasing(float *out) {}

// CHECK: error: launch_contract domain must be 1, 2, or 3 [oxide-launch-contract]{{$}}
[[oxide::kernel, oxide::launch_contract("domain = 4")]] __global__ void badContract() {}

// CHECK: error: raw pointer arithmetic in safe code{{.*}} [oxide-safe-pointer-arithmetic]{{$}}
// CHECK-NOT: note: {{.*}}[oxide-
[[oxide::kernel]] __global__ void arithmetic(oxide::disjoint_slice<float> out) {
  float local[4] = {};
  float *p = local;
  p += 1;
}
