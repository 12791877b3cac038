// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A default member initializer runs a barrier when a local is default-constructed
// (the constructor's implicit initializers).
#include <oxide/oxide.cuh>
struct staged {
  int ready = (__syncwarp(), 1); // expected-error {{is a Tier-2 operation}}
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void dmi_barrier(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64) {
    staged s;
    (void)s;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
