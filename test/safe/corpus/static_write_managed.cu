// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A __managed__ variable written by every thread.
#include <oxide/oxide.cuh>
__managed__ int m_flag;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void managed(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  m_flag = 1; // expected-error {{safe code writes 'm_flag'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
