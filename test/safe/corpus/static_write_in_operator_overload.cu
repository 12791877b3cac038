// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A user operator+= also accumulates into a __device__ global.
#include <oxide/oxide.cuh>
__device__ float g_total;
struct acc {
  float v = 0.0f;
  __device__ acc &operator+=(float x) {
    v += x;
    g_total += x; // expected-error {{safe code writes 'g_total'}}
    return *this;
  }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void op_overload(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  acc a;
  a += in.get(threadIdx.x).value_or(0.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = a.v;
}
