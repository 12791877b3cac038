// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Re-binding a runtime row width on the device: with width 100 two threads'
// (row, col) resolve to one element.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (32, 8, 1)")]]
__global__ void w(oxide::disjoint_slice<float, oxide::runtime_index2d> out) {
  out.width_ = 100; // expected-error {{'width_' is a private member}}
  if (auto o = out.get_mut(oxide::thread::coord_2d()))
    *o = 1.0f;
}
