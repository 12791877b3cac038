// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __syncthreads() inside a helper in a user header.
#include <oxide/oxide.cuh>
#include "Inputs/tier2_helper.h"
// expected-error@Inputs/tier2_helper.h:3 {{is a Tier-2 operation}}
// expected-error@Inputs/tier2_helper.h:3 0-1 {{compiler builtin}}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void sync_header(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64)
    block_barrier();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
