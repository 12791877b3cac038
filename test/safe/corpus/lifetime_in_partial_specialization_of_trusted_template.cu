// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A user's partial specialization of a libcu++ template is user code: its
// instantiation hangs off the trusted primary template, and the checks must
// still see its body's parents (review round 5: a pointer to a dead block
// local passed while the parent map held only the user's top-level code).
#include <oxide/oxide.cuh>
#include <cuda/std/limits>
template <class T> struct my {};
template <class T> struct cuda::std::numeric_limits<my<T>> {
  static __device__ float f(float v) {
    float a = v;
    float *p = &a;
    {
      float tmp = v * 2;
      p = &tmp; // expected-error {{keeps a pointer or reference to 'tmp' where it outlives 'tmp'}}
    }
    return *p;
  }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = cuda::std::numeric_limits<my<int>>::f(1.0f);
}
