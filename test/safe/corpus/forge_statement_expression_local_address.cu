// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// float *p = ({ float t = ...; &t; }); t dies at the end of the statement expression, so *p = 3 writes a dead stack slot (a pointer initialised in its declaration is trusted to outlive nothing narrower, but a GNU statement expression opens a narrower scope inside the initializer).
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void stmt_expr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float *p = ({ float t = in.get(threadIdx.x).value_or(0.0f); &t; }); // expected-error {{statement expression}}
  *p = 3.0f;
  const float r = *p;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r;
}
