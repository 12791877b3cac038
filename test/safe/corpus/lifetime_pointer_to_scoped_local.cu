// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A pointer to a block-scoped local outlives the block; the write lands in a dead stack slot.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void dangling(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float *p = nullptr;
  {
    float tmp = in.get(0).value_or(0.0f);
    p = &tmp; // expected-error {{outlives 'tmp'}}
  }
  *p = 2.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p;
}
