// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A bare __syncthreads() in safe code (divergent barrier: undefined behaviour).
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void sync_direct(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64)
    __syncthreads(); // expected-error {{is a Tier-2 operation}} expected-error 0-1 {{compiler builtin}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
