// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A generic lambda takes the address of the element it is handed by reference.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void generic_addr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto addr = [](auto &r) { return &r; }; // expected-error {{takes a writable pointer to an object it does not own}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *addr(*o) = 1.0f;
}
