// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// s.c = threadIdx.x writes the __device__ static data member S::c, one object for every thread: a data race (the static-storage rule looks only at DeclRefExprs, and s.c is a MemberExpr whose member is a VarDecl).
#include <oxide/oxide.cuh>
struct S {
  __device__ static int c;
  int x;
};
__device__ int S::c;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void static_member(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  S s{0};
  s.c = threadIdx.x; // expected-error {{has static storage}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
