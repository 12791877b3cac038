// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// reinterpret_cast a slice<const float> into a writable slice<float>.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void reinterpret_oxide(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto &w = reinterpret_cast<const oxide::slice<float> &>(in); // expected-error {{reinterpret_cast is not allowed in safe code}}
  w[0] = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
