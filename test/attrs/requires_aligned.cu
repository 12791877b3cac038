// aligned(p, N) in requires: p a slice parameter, N a power of two in bytes.
// Each malformed form is refused at the offending argument.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only %s 2>&1 | FileCheck %s
// RUN: %oxide-rewrite -print-contracts %S/Inputs/aligned_ok.cu -o %t.cu | FileCheck %s --check-prefix=PRINT
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (aligned(out, 12))")]]
// expected-error@-1 {{the alignment in aligned(out, N) must be a power of two in bytes, such as 4, 8 or 16}}
// CHECK: requires_aligned.cu:[[@LINE-2]]:85: error: the alignment in aligned(out, N) must be a power of two
__global__ void not_power_of_two(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned n) {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (aligned(n, 16))")]]
// expected-error@-1 {{the first argument of aligned must name a slice parameter; write it as `aligned(p, N)` with p a slice parameter and N a power of two in bytes, e.g. `aligned(input, 16)`; available operands: `in.len()`, `out.len()`, `n`}}
// CHECK: requires_aligned.cu:[[@LINE-2]]:80: error: the first argument of aligned must name a slice parameter
__global__ void scalar(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned n) {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (aligned(in))")]]
// expected-error@-1 {{aligned takes 2 arguments, found 1}}
__global__ void one_argument(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned n) {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (aligned(in, 0))")]]
// expected-error@-1 {{the alignment in aligned(in, N) must be a power of two in bytes}}
__global__ void zero(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned n) {}

// PRINT: copy4: domain = 1, block = (256, 1, 1), requires = (aligned(in, 16), aligned(out, 16), in.len() % 4 == 0, out.len() >= in.len())
