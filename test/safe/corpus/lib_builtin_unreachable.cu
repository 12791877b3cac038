// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __builtin_unreachable on the out-of-bounds path turns the check into an assumption.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void builtin_unreachable(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x >= in.len())
    __builtin_unreachable(); // expected-error {{calls a compiler builtin}}
  const float x = in[threadIdx.x];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
