// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// 'i != 1' from 3 with ++i: LoopBounds takes a limit below the start as "the body runs once" (max 3), but unsigned i runs 3, 4, 5, ... 2^32-1, 0 before it meets 1, so acc[i] reads far past float[4] with no trap.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ne_wraps(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float acc[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  float s = 0.0f;
  for (unsigned i = 3; i != 1; ++i)
    s += acc[i]; // expected-error {{raw pointer arithmetic}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}
