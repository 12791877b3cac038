// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The raw subscript is in a non-generic lambda capturing the slice.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void plain_lambda(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto at = [&](unsigned i) { const float *p = &in[0]; return p[i]; }; // expected-error {{raw pointer arithmetic in safe code}}
  const float x = at(threadIdx.x);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
