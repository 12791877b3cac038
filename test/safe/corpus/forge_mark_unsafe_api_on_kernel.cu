// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=expected,rewrite -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A kernel marked as a Tier-2 API (OXIDE_UNSAFE_FN, its annotate spelled
// out, or applied by #pragma clang attribute) would have its whole body
// taken as an unsafe context: every thread writes s[0] and p[threadIdx.x]
// runs past a 2-element array, with no [[oxide::unsafe]] block.
#include <oxide/oxide.cuh>

#define BODY                                                                                       \
  __shared__ float s[1];                                                                           \
  s[0] = in.get(threadIdx.x).value_or(0.0f);                                                       \
  float loc[2] = {0, 0};                                                                           \
  float *p = loc;                                                                                  \
  p[threadIdx.x] = s[0];                                                                           \
  if (auto o = out.get_mut(oxide::thread::index_1d()))                                             \
    *o = loc[0];

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ OXIDE_UNSAFE_FN void by_macro(oxide::slice<const float> in, oxide::disjoint_slice<float> out) { // expected-error {{a kernel cannot be OXIDE_UNSAFE_FN}}
  BODY // expected-error 1+ {{}}
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ __attribute__((annotate("oxide.unsafe_api"))) void by_annotate(oxide::slice<const float> in, oxide::disjoint_slice<float> out) { // expected-error {{a kernel cannot be OXIDE_UNSAFE_FN}}
  BODY // expected-error 1+ {{}}
}

// (oxide-rewrite also refuses the pragma: nvcc does not read it.)
#pragma clang attribute push(__attribute__((annotate("oxide.unsafe_api"))), apply_to = function) // rewrite-error {{'#pragma clang attribute' in a file with safe code}}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void by_pragma(oxide::slice<const float> in, oxide::disjoint_slice<float> out) { // expected-error@-3 {{a kernel cannot be OXIDE_UNSAFE_FN}}
  BODY // expected-error 1+ {{}}
}
#pragma clang attribute pop // rewrite-error {{'#pragma clang attribute' in a file with safe code}}
