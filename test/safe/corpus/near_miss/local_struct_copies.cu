// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// Copies of local structs holding arrays, passed by value and by reference to helpers.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
struct quad {
  float v[4];
};
__device__ quad twice(quad q) {
  for (unsigned i = 0; i < 4; ++i)
    q.v[i] *= 2.0f;
  return q;
}
__device__ void bump(quad &q) { q.v[0] += 1.0f; }
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void struct_copies(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  quad a{};
  a.v[0] = in.get(threadIdx.x).value_or(0.0f);
  quad b = a;
  bump(b);
  const quad c = twice(b);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = c.v[0] + a.v[3];
}
