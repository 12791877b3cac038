// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// float *p; *p = 1.0f; writes through an indeterminate pointer: anywhere in memory. No rule refuses a local pointer declared without an initializer, though the lifetime invariant assumes every pointer is initialised where declared.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void uninit_ptr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float *p; // expected-error {{has no value}}
  *p = in.get(threadIdx.x).value_or(0.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
