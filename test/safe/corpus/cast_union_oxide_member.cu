// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A union puns a read-only slice into a writable one.
#include <oxide/oxide.cuh>
union slices {
  oxide::slice<const float> r;
  oxide::slice<float> w;
  __device__ slices() : r() {}
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void union_oxide(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  slices u;
  u.r = in; // expected-error {{is not allowed in safe code}}
  u.w[0] = 1.0f; // expected-error {{is not allowed in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
