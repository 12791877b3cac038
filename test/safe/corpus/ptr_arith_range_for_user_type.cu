// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Range-for over a user type whose begin()/end() are raw pointers from two different slices:
// the implicit ++ walks from one allocation across whatever lies before the other's end.
#include <oxide/oxide.cuh>
struct raw_range {
  const float *b, *e;
  __device__ const float *begin() const { return b; }
  __device__ const float *end() const { return e; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void range_for_user(oxide::slice<const float> in, oxide::slice<const float> other, oxide::disjoint_slice<float> out) {
  float sum = 0.0f;
  const raw_range r{&in[0], &other[other.len() - 1]};
  for (float x : r) // expected-error {{raw pointer arithmetic in safe code}}
    sum += x;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = sum;
}
