// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// return R{t}; binds the returned object's reference member to the local t, dead once make() returns; h.r = 2 writes a dead stack slot (binding a reference member is neither '&' nor a capture, so localHeldBy misses it).
#include <oxide/oxide.cuh>
struct R { float &r; };
__device__ R make(float v) {
  float t = v;
  return R{t}; // expected-error {{where it outlives}}
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void return_ref_member(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  R h = make(in.get(threadIdx.x).value_or(0.0f));
  h.r = 2.0f;
  const float r = h.r;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r;
}
