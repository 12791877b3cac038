// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Every thread writes one __device__ variable.
#include <oxide/oxide.cuh>
__device__ int g_hits;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void device_global(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  g_hits = threadIdx.x; // expected-error {{safe code writes 'g_hits'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
