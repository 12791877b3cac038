// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// '((void)0, counter) = ...' writes the __device__ object through the comma operator's lvalue: every thread writes the same int (a data race); consume() takes any non-assignment, non-additive BinaryOperator parent, the comma included, for a read.
#include <oxide/oxide.cuh>
__device__ int counter;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void comma_write(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  ((void)0, counter) = static_cast<int>(threadIdx.x); // expected-error {{static storage}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
