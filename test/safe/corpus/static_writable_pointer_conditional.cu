// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A conditional picks the address of a __device__ global or of a local; the write races for the global.
#include <oxide/oxide.cuh>
__device__ float g_total;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ptr_cond(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local = 0.0f;
  float *p = threadIdx.x ? &g_total : &local; // expected-error {{safe code writes 'g_total'}}
  *p = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local;
}
