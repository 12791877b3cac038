// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cooperative_groups::reduce over a tile (a warp collective).
#include <oxide/oxide.cuh>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void cg_reduce(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  namespace cg = cooperative_groups;
  const auto tile = cg::coalesced_threads();
  const float s = cg::reduce(tile, in.get(threadIdx.x).value_or(0.0f), cg::plus<float>()); // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}
