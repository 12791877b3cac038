// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The raw subscript is in a function template, checked per instantiation.
#include <oxide/oxide.cuh>
template <class T>
__device__ T load_at(const T *p, unsigned i) {
  return p[i]; // expected-error {{raw pointer arithmetic in safe code}}
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void template_helper(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = load_at(&in[0], threadIdx.x);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
