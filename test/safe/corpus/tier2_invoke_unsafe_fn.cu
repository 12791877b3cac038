// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::invoke runs oxide::sync_threads with no unsafe block in sight.
#include <oxide/oxide.cuh>
#include <cuda/std/functional>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void invoke_unsafe(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64)
    cuda::std::invoke(oxide::sync_threads); // expected-error {{without calling it}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
