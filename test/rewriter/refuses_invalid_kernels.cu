// A file that fails an oxide check is refused: exit status 1, the diagnostic,
// and no output file (an old one is not replaced by half a result).
// RUN: rm -f %t.out
// RUN: not %oxide-rewrite %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// RUN: echo previous > %t.keep
// RUN: not %oxide-rewrite %s -o %t.keep
// RUN: FileCheck %s --check-prefix=KEPT < %t.keep

[[oxide::kernel]] void not_global() {}
// CHECK: refuses_invalid_kernels.cu:[[@LINE-1]]:3: error: {{\[\[}}oxide::kernel]] applies only to __global__ functions; 'not_global' is not __global__
// KEPT: previous
