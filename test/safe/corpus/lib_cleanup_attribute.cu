// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __attribute__((cleanup(f))) runs f at scope exit with no call expression:
// f is reached from the kernel and checked like any callee. Here every
// thread writes one __shared__ float.
#include <oxide/oxide.cuh>

__device__ void bump(int *) {
  __shared__ float s[1];
  s[0] = 1.0f; // expected-error {{safe code writes 's'}}
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  {
    int guard __attribute__((cleanup(bump))) = 0;
    (void)guard;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = in.get(0).value_or(0.0f);
}
