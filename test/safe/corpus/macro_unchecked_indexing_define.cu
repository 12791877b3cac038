// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Defining OXIDE_UNCHECKED_INDEXING before the include silently removes every slice bounds check
// in the file, with no [[oxide::unchecked_indexing]] on the kernel.
// expected-error@+1 {{OXIDE_UNCHECKED_INDEXING is defined}}
#define OXIDE_UNCHECKED_INDEXING 1
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unchecked_define(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = in[threadIdx.x + 4096];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
