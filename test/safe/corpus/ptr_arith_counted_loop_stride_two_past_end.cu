// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A step-2 counted loop over float[4]: i reaches 2, so acc[i + 2] is acc[4], one past the end.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void stride_two_past_end(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float acc[4] = {};
  float s = 0.0f;
  for (unsigned i = 0; i < 4; i += 2)
    s += acc[i + 2]; // expected-error {{raw pointer arithmetic in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}
