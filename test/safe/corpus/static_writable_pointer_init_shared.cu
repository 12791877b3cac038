// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A writable pointer to a __shared__ element is initialised into a local: every thread then writes it.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ptr_init_shared(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float tile[128];
  float *p = &tile[0]; // expected-error {{safe code writes 'tile'}}
  *p = in.get(threadIdx.x).value_or(0.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
