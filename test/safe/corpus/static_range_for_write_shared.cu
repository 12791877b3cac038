// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Range-for by non-const reference over a __shared__ array: every thread writes every slot.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void range_for_shared_write(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float tile[128];
  for (auto &&x : tile) // expected-error {{safe code writes 'tile'}}
    x = in.get(threadIdx.x).value_or(0.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
