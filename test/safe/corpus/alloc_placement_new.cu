// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Placement new constructs an 8-byte double in a 4-byte local.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void placement_new(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local = 0.0f;
  double *d = new (&local) double(1.0); // expected-error {{is not allowed in safe code}}
  (void)d;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local;
}
