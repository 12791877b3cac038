// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// An OXIDE_UNSAFE_FN destructor runs implicitly at scope end: no call expression, no unsafe block.
#include <oxide/oxide.cuh>
struct flusher {
  oxide::disjoint_slice<float> s;
  OXIDE_UNSAFE_FN __device__ ~flusher() { s.get_unchecked_mut(0) = 1.0f; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unsafe_dtor(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  flusher f{out}; // expected-error {{is unsafe: call it only inside}}
  (void)f;
}
