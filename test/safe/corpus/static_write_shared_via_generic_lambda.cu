// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A generic lambda writes a __shared__ variable it names directly.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void shared_generic_lambda(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float flag;
  auto set = [](auto v) { flag = v; }; // expected-error {{safe code writes 'flag'}}
  set(1.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
