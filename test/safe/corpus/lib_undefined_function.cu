// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A device function defined in another translation unit (-rdc): oxide cannot see its body.
#include <oxide/oxide.cuh>
__device__ float external_scale(float v);
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void undefined_fn(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = external_scale(1.0f); // expected-error {{whose definition is not in this translation unit}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
