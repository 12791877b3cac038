// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// [[oxide::kernel]] is on the declaration; the definition without it must be checked too.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
__global__ void decl_only(oxide::slice<const float> in, oxide::disjoint_slice<float> out);

__global__ void decl_only(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64)
    __syncwarp(); // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
