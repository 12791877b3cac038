// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cooperative_groups thread_block::sync() under a divergent branch.
#include <oxide/oxide.cuh>
#include <cooperative_groups.h>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void cg_sync(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto block = cooperative_groups::this_thread_block();
  if (threadIdx.x < 64)
    block.sync(); // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
