// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Wno-return-stack-address -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Wno-return-stack-address -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A returned pointer or reference to a local, through ?: (either arm), a
// cast, or a call that hands back what it was given by reference
// (`return id(x);`, where clang warns of nothing), is refused at the return.
// Pointers to a reference parameter's object stay quiet.
#include <oxide/oxide.cuh>

__device__ const float &id(const float &r) { return r; }
__device__ const float *addr(const float &r) { return &r; }

__device__ float *by_choice(float v, bool c) {
  float x = v;
  return c ? &x : nullptr; // expected-error {{outlives 'x'}}
}
__device__ float &by_choice_ref(float v) {
  float x = v, y = v;
  return v > 0 ? x : y; // expected-error {{outlives 'x'}}
}
__device__ float *by_cast(float v) {
  float x = v;
  return static_cast<float *>(&x); // expected-error {{outlives 'x'}}
}
__device__ const float &by_call(float v) {
  float x = v * 2.0f;
  return id(x); // expected-error {{outlives 'x'}}
}
__device__ const float *by_call_ptr(float v) {
  float x = v * 3.0f;
  return addr(x); // expected-error {{outlives 'x'}}
}
__device__ const float &of_parameter(const float &v, bool c) { return c ? id(v) : v; }

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void returns(oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o) {
    const float f = float(idx.get());
    *o = *by_choice(f, true) + by_choice_ref(f) + *by_cast(f) + by_call(f) + *by_call_ptr(f) +
         of_parameter(f, true);
  }
}
