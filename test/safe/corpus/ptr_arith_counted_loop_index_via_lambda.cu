// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A counted loop whose body moves i through a lambda that captures it by reference.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void loop_lambda_alias(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float acc[4] = {};
  for (unsigned i = 0; i < 4; ++i) {
    [&] { i += threadIdx.x * 1024u; }();
    acc[i] = 1.0f; // expected-error {{raw pointer arithmetic in safe code}}
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc[0];
}
