// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// An implicit conversion operator increments a __device__ counter.
#include <oxide/oxide.cuh>
__device__ int g_reads;
struct meter {
  float v;
  __device__ operator float() const {
    ++g_reads; // expected-error {{safe code writes 'g_reads'}}
    return v;
  }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void conversion_op(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const meter m{in.get(0).value_or(0.0f)};
  const float x = m;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
