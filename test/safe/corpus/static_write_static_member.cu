// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A static data member (one object for the launch) written by every thread.
#include <oxide/oxide.cuh>
struct counters {
  static __device__ int n;
};
__device__ int counters::n = 0;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void static_member(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  counters::n = threadIdx.x; // expected-error {{safe code writes 'n'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
