// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cub::ShuffleDown is a shfl.sync under another name.
#include <oxide/oxide.cuh>
#include <cub/util_ptx.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void cub_shfl(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float v = in.get(threadIdx.x).value_or(0.0f);
  const float n = cub::ShuffleDown<32>(v, 1, 31, 0xffffffffu); // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = n;
}
