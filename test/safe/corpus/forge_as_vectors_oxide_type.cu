// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// oxide::as_vectors<slice<float>> re-types input floats as writable slices.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void as_vectors_slice(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto v = oxide::as_vectors<oxide::slice<float>>(in)) // expected-error {{is not allowed in safe code}}
    if (auto s = v->get(0))
      (*s)[threadIdx.x] = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
