// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// oxide::as_vectors<V> with a V that holds a pointer re-types input floats as pointers;
// the forged pointer is then written through.
#include <oxide/oxide.cuh>
struct holder {
  float *p;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void as_vectors_forge(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto v = oxide::as_vectors<holder>(in)) // expected-error {{is not allowed in safe code}}
    if (auto h = v->get(0))
      *h->p = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
