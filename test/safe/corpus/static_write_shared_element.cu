// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Every thread writes element 0 of a raw __shared__ array.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void shared_elem(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float tile[128];
  tile[0] = in.get(threadIdx.x).value_or(0.0f); // expected-error {{safe code writes 'tile'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
