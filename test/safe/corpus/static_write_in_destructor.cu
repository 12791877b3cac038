// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A destructor that runs at the end of the kernel's scope writes a __device__ flag.
#include <oxide/oxide.cuh>
__device__ int g_done;
struct guard {
  __device__ ~guard() {
    g_done = 1; // expected-error {{safe code writes 'g_done'}}
  }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void dtor(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  guard gd;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
