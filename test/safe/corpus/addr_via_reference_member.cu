// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// '&s.r' where s.r is a reference member bound to the element *o: a writable pointer into the disjoint output, outside unsafe, which the element-address rule exists to forbid; isThreadLocalObject() walks s.r down to the local s and never asks whether the member is a reference.
#include <oxide/oxide.cuh>
struct ref_box {
  float &r;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ref_member_addr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d())) {
    ref_box s{*o};
    float *p = &s.r; // expected-error {{writable pointer}}
    *p = 1.0f;
  }
}
