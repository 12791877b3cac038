// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The raw subscript is in a generic lambda (its pattern is dependent; only the instantiation has a pointer).
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void generic_lambda(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto at = [](auto p, unsigned i) { return p[i]; }; // expected-error {{raw pointer arithmetic in safe code}}
  const float x = at(&in[0], threadIdx.x);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
