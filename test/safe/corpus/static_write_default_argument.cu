// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A default argument binds a __device__ global to a non-const reference parameter.
#include <oxide/oxide.cuh>
__device__ int g_calls;
__device__ void count_into(int &c = g_calls) { // expected-error {{safe code writes 'g_calls'}}
  c += 1;
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void default_arg(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  count_into();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
