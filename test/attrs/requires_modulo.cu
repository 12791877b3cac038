// `%` is part of the grammar (divisibility facts): `n % 16 == 0` validates,
// and parses back from the canonical form. A literal zero divisor can never
// be evaluated and is refused at the divisor.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only %s 2>&1 | FileCheck %s
// RUN: %oxide-rewrite -print-contracts %S/Inputs/modulo_ok.cu -o %t.cu | FileCheck %s --check-prefix=PRINT
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (n % (0) == 0)")]]
// expected-error@-1 {{the divisor of `%` in requires is the literal 0, so the relation can never be evaluated; divide by a non-zero value}}
// CHECK: requires_modulo.cu:[[@LINE-2]]:76: error: the divisor of `%` in requires is the literal 0
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n) {}

// PRINT: fill: domain = 1, block = (256, 1, 1), requires = (out.len() % 256 == 0, (out.len() + n) % (n * 2) != 1)
