// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The helper's body follows a line marker that claims it is a CUDA toolkit system header
// (# 1 "/usr/local/cuda/include/..." 3); it is still the user's file.
#include <oxide/oxide.cuh>
__device__ float marked_load(const float *p, unsigned i);
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void line_marker(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = marked_load(&in[0], threadIdx.x);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
# 1 "/usr/local/cuda/include/oxide_fake_toolkit.h" 3
__device__ float marked_load(const float *p, unsigned i) {
  return p[i]; // expected-error {{raw pointer arithmetic in safe code}}
}
