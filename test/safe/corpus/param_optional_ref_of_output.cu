// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// An optional_ref to the output's first element, passed as a parameter:
// read by every thread while thread 0 writes it.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void oref(oxide::optional_ref<const float> first, oxide::disjoint_slice<float> out) { // expected-error {{holds an oxide view or reference}}
  const float v = first.value_or(0.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v + 1.0f;
}
