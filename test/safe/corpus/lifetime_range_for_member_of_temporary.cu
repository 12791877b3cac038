// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// In C++20 a range-for's hidden 'auto &&__range = W{...}.get();' does not extend the life of the temporary W: get() returns a reference into it, so the loop reads a dead object (the lifetime rule never sees the implicit __range declaration).
#include <oxide/oxide.cuh>
#include <cuda/std/array>
struct holder {
  cuda::std::array<float, 4> a;
  __device__ const cuda::std::array<float, 4> &get() const { return a; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void range_for_temp(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = in.get(threadIdx.x).value_or(0.0f);
  float s = 0.0f;
  for (float v : holder{{x, x, x, x}}.get()) // expected-error {{into a temporary}}
    s += v;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}
