// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A pointer held in a __device__ global: every thread writes the same memory through it.
#include <oxide/oxide.cuh>
__device__ float *g_ptr;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void global_ptr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  *g_ptr = in.get(threadIdx.x).value_or(0.0f); // expected-error {{a pointer in static storage}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
