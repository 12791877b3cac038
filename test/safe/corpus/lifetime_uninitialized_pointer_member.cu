// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// H h; default-initialises h, leaving h.p indeterminate; *h.p = v writes through a garbage pointer (a class holding a pointer with no initializer is not refused either).
#include <oxide/oxide.cuh>
struct H { float *p; };
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void uninit_member(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  H h; // expected-error {{has no value}}
  *h.p = in.get(threadIdx.x).value_or(0.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
