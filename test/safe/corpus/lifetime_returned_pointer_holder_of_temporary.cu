// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// make() returns a class holding a pointer to its const& argument; called with a temporary, q.p dangles at the ';'.
#include <oxide/oxide.cuh>
struct ptr_box {
  const float *p;
};
__device__ ptr_box make(const float &v) { return ptr_box{&v}; }
__device__ const float *addr_of(const float &v) { return &v; }
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void pointer_holder(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = in.get(threadIdx.x).value_or(0.0f);
  const ptr_box q = make(x + 1.0f);     // expected-error {{into a temporary}}
  const float *r = addr_of(x + 2.0f);   // expected-error {{into a temporary}}
  const ptr_box ok = make(x);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *q.p + *r + *ok.p;
}
