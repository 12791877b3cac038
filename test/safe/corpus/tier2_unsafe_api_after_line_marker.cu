// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// get_unchecked_mut (OXIDE_UNSAFE_FN) in a helper that follows a system-header line marker
// (# 1 "/usr/local/cuda/include/..." 3).
#include <oxide/oxide.cuh>
__device__ void marked_write(const oxide::disjoint_slice<float> &s, oxide::size_t i);
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unsafe_line_marker(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  marked_write(out, threadIdx.x + 1);
}
# 1 "/usr/local/cuda/include/oxide_fake_toolkit.h" 3
__device__ void marked_write(const oxide::disjoint_slice<float> &s, oxide::size_t i) {
  s.get_unchecked_mut(i) = 1.0f; // expected-error {{is unsafe: call it only inside}}
}
