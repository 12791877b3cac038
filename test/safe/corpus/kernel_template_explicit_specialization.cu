// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// An explicit specialisation of an oxide kernel template carries no attribute of its own.
#include <oxide/oxide.cuh>
template <class T>
[[oxide::kernel]]
__global__ void typed(oxide::slice<const T> in, oxide::disjoint_slice<T> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = T(0);
}
template <>
__global__ void typed<float>(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64)
    __syncwarp(); // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
template __global__ void typed<int>(oxide::slice<const int>, oxide::disjoint_slice<int>);
