// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// make() returns h, a struct whose p points at its local t; the caller reads *h.p after t is dead (checkReturn's localHeldBy looks only for '&', decays and by-reference captures written in the return expression, not inside the named variable it returns).
#include <oxide/oxide.cuh>
struct H { float *p; };
__device__ H make(float v) {
  float t = v;
  H h{&t};
  return h; // expected-error {{where it outlives}}
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void return_holder(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  H h = make(in.get(threadIdx.x).value_or(0.0f));
  const float r = *h.p;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r;
}
