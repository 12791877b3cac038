// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// extern __shared__ with a contract that gives no dynamic shared memory:
// *dyn reads past the block's shared memory (0 bytes were asked for).
#include <oxide/oxide.cuh>
extern __shared__ float dyn[];
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void read_dyn(oxide::disjoint_slice<float> out) {
  const float v = *dyn; // expected-error {{pointer to an array of unknown or zero length}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
