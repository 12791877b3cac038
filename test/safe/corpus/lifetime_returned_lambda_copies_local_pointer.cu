// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The closure captures p = &t by copy and is returned; calling it reads t after make() returned (localHeldBy counts only by-reference captures, not a by-copy capture of a pointer to a local).
#include <oxide/oxide.cuh>
__device__ auto make(float v) {
  float t = v;
  float *p = &t;
  return [p] { return *p; }; // expected-error {{where it outlives}}
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void return_copy_capture(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto f = make(in.get(threadIdx.x).value_or(0.0f));
  const float r = f();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r;
}
