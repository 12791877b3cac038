// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// reinterpret_cast re-types the input as 16-byte elements (reads 4x past the end).
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void reinterpret_k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const auto *p = reinterpret_cast<const float4 *>(&in[0]); // expected-error {{reinterpret_cast is not allowed in safe code}}
  const float4 v = *p;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v.x;
}
