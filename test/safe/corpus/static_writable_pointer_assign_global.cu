// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The address of a __device__ global is assigned (not initialised) to a local pointer, then written.
#include <oxide/oxide.cuh>
__device__ float g_total;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ptr_assign_global(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float *p = nullptr;
  p = &g_total; // expected-error {{safe code writes 'g_total'}}
  *p += in.get(threadIdx.x).value_or(0.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
