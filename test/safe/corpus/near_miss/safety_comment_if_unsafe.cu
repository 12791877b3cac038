// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A SAFETY comment directly above `if (c) [[oxide::unsafe]] { ... }`.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void if_unsafe(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ oxide::shared_array<float, 128> tile;
  const float x = in.get(threadIdx.x).value_or(0.0f);
  // SAFETY: every thread writes only its own slot threadIdx.x < 128 (block = 128), before any read.
  if (threadIdx.x < 128) [[oxide::unsafe]] {
    tile[threadIdx.x] = x;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
