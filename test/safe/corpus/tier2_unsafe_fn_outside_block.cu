// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// get_unchecked_mut (OXIDE_UNSAFE_FN) outside an unsafe block: any thread writes any element.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unchecked_mut(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  out.get_unchecked_mut(threadIdx.x + 1) = 1.0f; // expected-error {{is unsafe: call it only inside}}
}
