// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu && not test -e %t.cu
// A member pointer to disjoint_slice::get_unchecked_mut (also forgery: a
// member pointer into an oxide class).
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void memptr_unsafe(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto mp = &oxide::disjoint_slice<float>::get_unchecked_mut; // expected-error {{without calling it}} expected-error {{a member pointer into an oxide or library class}}
  (void)mp; // expected-error {{a member pointer into an oxide or library class}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
