// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __builtin_align_up moves a pointer to a local up to the next 4 KiB boundary: a write far past it.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void align_up(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local[2] = {};
  float *p = __builtin_align_up(&local[0], 4096); // expected-error {{calls a compiler builtin}}
  *p = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local[0];
}
