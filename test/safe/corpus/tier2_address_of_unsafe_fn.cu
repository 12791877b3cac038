// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Takes the address of oxide::sync_threads (an OXIDE_UNSAFE_FN) instead of calling it.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void addr_unsafe(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto fp = &oxide::sync_threads; // expected-error {{without calling it}}
  (void)fp;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
