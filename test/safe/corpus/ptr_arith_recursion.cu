// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The raw subscript sits at the bottom of a recursive helper (reachability through a cycle).
#include <oxide/oxide.cuh>
__device__ float walk(const float *p, unsigned depth) {
  if (depth == 0)
    return p[threadIdx.x]; // expected-error {{raw pointer arithmetic in safe code}}
  return walk(p, depth - 1) + 1.0f;
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void recursion(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = walk(&in[0], 3);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
