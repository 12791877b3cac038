// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A __device__ variable template specialisation written by every thread.
#include <oxide/oxide.cuh>
template <class T>
__device__ T slot{};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void var_template(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  slot<int> = threadIdx.x; // expected-error {{safe code writes 'slot'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
