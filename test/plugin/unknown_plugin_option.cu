// A mistyped -fplugin-arg-oxide-<option> is an error, not ignored.
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fplugin-arg-oxide-dump-parms %s 2>&1 \
// RUN:   | FileCheck %s
// CHECK: error: unknown oxide plugin option 'dump-parms'; known: dump-params, dump-contracts, device-diagnostics
__global__ void k() {}
