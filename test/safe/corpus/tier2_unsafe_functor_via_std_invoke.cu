// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// An OXIDE_UNSAFE_FN call operator (a block barrier) is run by cuda::std::invoke under a divergent
// branch: no unsafe block anywhere.
#include <oxide/oxide.cuh>
#include <cuda/std/functional>
struct barrier_op {
  OXIDE_UNSAFE_FN __device__ void operator()() const { oxide::sync_threads(); }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unsafe_functor(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64)
    cuda::std::invoke(barrier_op{}); // expected-error {{is unsafe: call it only inside}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
