// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A helper in a user header increments a __device__ counter.
#include <oxide/oxide.cuh>
#include "Inputs/static_write_helper.h"
// expected-error@Inputs/static_write_helper.h:4 {{safe code writes 'g_calls'}}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void header_counter(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  count_call();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
