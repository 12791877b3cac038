// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::swap writes a __device__ global through its reference parameter.
#include <oxide/oxide.cuh>
#include <cuda/std/utility>
__device__ float g_total;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void std_swap(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local = 1.0f;
  cuda::std::swap(g_total, local); // expected-error {{safe code writes 'g_total'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local;
}
