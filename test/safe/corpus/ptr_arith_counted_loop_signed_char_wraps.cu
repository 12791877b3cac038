// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A signed char index: 100, 120, then 120 + 20 converts to -116, still < 127, so acc[i] reads acc[-116] (and keeps going); LoopBounds computes the last value 120 in unbounded arithmetic and ignores the index type's range.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void signed_char_wraps(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float acc[121] = {};
  float s = 0.0f;
  for (signed char i = 100; i < 127; i += 20)
    s += acc[i]; // expected-error {{raw pointer arithmetic}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}
