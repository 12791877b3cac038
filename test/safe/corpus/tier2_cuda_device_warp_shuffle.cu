// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::device::warp_shuffle_idx is a shfl.sync (full mask) under another name, here under a divergent branch.
#include <oxide/oxide.cuh>
#include <cuda/warp>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void cuda_warp_shuffle(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float v = in.get(threadIdx.x).value_or(0.0f);
  if (threadIdx.x < 16)
    v = cuda::device::warp_shuffle_idx(v, 0).data; // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
