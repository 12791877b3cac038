// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The helper's header claims to be a system header (#pragma clang system_header); it is still the user's.
#include <oxide/oxide.cuh>
#include "Inputs/sysheader_ptr_arith.h"
// expected-error@Inputs/sysheader_ptr_arith.h:4 {{raw pointer arithmetic in safe code}}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void sys_pragma(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = sys_load(&in[0], threadIdx.x);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
