// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// get_unchecked_mut (OXIDE_UNSAFE_FN) in a helper whose user header says #pragma clang system_header.
#include <oxide/oxide.cuh>
#include "Inputs/sysheader_unsafe_api.h"
// expected-error@Inputs/sysheader_unsafe_api.h:5 {{is unsafe: call it only inside}}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unsafe_sysheader(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  write_any(out, threadIdx.x + 1);
}
