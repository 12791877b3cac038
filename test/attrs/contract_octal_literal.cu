// Rejected: an octal or binary literal. C++ reads 010 as 8; the contract
// language has no octal, and reading it as decimal 10 would accept a
// contract that means something else than it says. Both paths.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify && not test -e %t.cu
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (out.len() % 010 == 0)")]]
// expected-error@-1 {{`010` is not a number launch_contract reads: write decimal (42) or hexadecimal (0x2a); octal (052) and binary (0b101010) literals are refused, not read differently from C++}}
__global__ void octal(oxide::disjoint_slice<float> out) {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (out.len() >= 0b1)")]]
// expected-error@-1 {{`0b1` is not a number launch_contract reads}}
__global__ void binary(oxide::disjoint_slice<float> out) {}

// Zero itself, with or without a suffix, and hex with leading zeros are numbers.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (out.len() >= 0, out.len() >= 0u, out.len() % 0x010 == 0)")]]
__global__ void fine(oxide::disjoint_slice<float> out) {}
