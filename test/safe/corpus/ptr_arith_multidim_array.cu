// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A 2D register array whose inner index is thread-dependent.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void multidim(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float m[4][4] = {};
  for (unsigned r = 0; r < 4; ++r)
    m[r][threadIdx.x % 16] = 1.0f; // expected-error {{raw pointer arithmetic in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = m[0][0];
}
