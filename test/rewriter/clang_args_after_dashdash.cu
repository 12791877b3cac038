// Arguments after `--` reach the parser: -D selects the broken half below.
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: not %oxide-rewrite %s -o %t.cu -- -DBROKEN 2>&1 | FileCheck %s

#ifdef BROKEN
[[kernel]] __global__ void k() {}
// CHECK: error: 'kernel' is an oxide attribute and must be written with its scope
#endif
