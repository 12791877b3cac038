// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// 'g.*mp = ...' writes a field of the __device__ object through a pointer to member: every thread writes the same int (a data race); consume() reads the '.*' BinaryOperator as a read.
#include <oxide/oxide.cuh>
struct stats {
  int last;
};
__device__ stats g;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void member_pointer_write(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  int stats::*mp = &stats::last;
  g.*mp = static_cast<int>(threadIdx.x); // expected-error {{static storage}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
