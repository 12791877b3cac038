// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// shared_array element writes (racing: 128 threads, 4 slots) in a helper whose user header
// says #pragma clang system_header.
#include <oxide/oxide.cuh>
#include "Inputs/sysheader_shared_array.h"
// expected-error@Inputs/sysheader_shared_array.h:6 {{is unsafe: call it only inside}}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void shared_sysheader(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float v = stage(in.get(threadIdx.x).value_or(0.0f));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
