// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A pointer to const held in __constant__ memory: reads whatever it points at, unchecked.
#include <oxide/oxide.cuh>
__constant__ const float *c_table;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void constant_ptr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = *c_table; // expected-error {{a pointer in static storage}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
