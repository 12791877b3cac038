// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A cuda::std::array subscript with a thread-dependent index is unchecked.
#include <oxide/oxide.cuh>
#include <cuda/std/array>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void std_array_subscript(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  cuda::std::array<float, 4> a{};
  a[threadIdx.x % 8] = 1.0f; // expected-error {{calls a library member}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = a[0]; // expected-error {{calls a library member}}
}
