// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A virtual call: oxide cannot tell which body runs.
#include <oxide/oxide.cuh>
struct base {
  __device__ virtual float f() const { return 0.0f; }
};
struct derived : base {
  __device__ float f() const override { return 1.0f; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void virtual_k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const derived d;
  const base &b = d;
  const float x = b.f(); // expected-error {{makes a virtual call}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
