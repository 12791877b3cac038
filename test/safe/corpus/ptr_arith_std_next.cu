// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::next does the pointer arithmetic inside the library.
#include <oxide/oxide.cuh>
#include <cuda/std/iterator>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void std_next(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = *cuda::std::next(&in[0], threadIdx.x); // expected-error {{passes a raw pointer}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
