// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A specialization of oxide::is_index_space is refused in user code; a
// header in a directory that only looks like oxide's (named oxide, holding
// an oxide.cuh) is user code too: only oxide's real directories are trusted.
// The wrapping row stride would give two rows one index.
#include <oxide/oxide.cuh>
#include "Inputs/lookalike/oxide/my_space.cuh"

[[oxide::kernel]] [[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void k(oxide::disjoint_slice<float, my_space> out) { // expected-error 0+ {{}}
  if (auto [o, w] = out.get_mut_indexed(); o)
    *o += 1.0f;
}
