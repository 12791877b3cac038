// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// An OXIDE_UNSAFE_FN call operator is run by cuda::std::invoke: no unsafe block anywhere.
#include <oxide/oxide.cuh>
#include <cuda/std/functional>
struct unchecked_write {
  oxide::disjoint_slice<float> s;
  OXIDE_UNSAFE_FN __device__ void operator()(oxide::size_t i) const { s.get_unchecked_mut(i) = 1.0f; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unsafe_functor(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  cuda::std::invoke(unchecked_write{out}, threadIdx.x + 1); // expected-error {{is unsafe: call it only inside}}
}
