// Rule "uniformity" inside [[oxide::unsafe]]: a __syncthreads, a shuffle or
// an oxide collective there that is not proven uniform is a warning (the
// SAFETY comment answers for it); proven ones stay quiet. A warning prints
// once: in the plugin's host job, and in oxide-rewrite's host parse.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// CHECK: uniformity_in_unsafe.cu:18:7: warning: collective '__syncthreads' inside {{.*}} is not proven to be reached by every thread of the block [oxide-safe-uniformity]
// CHECK: uniformity_in_unsafe.cu:20:11: warning: collective '__shfl_xor_sync' inside {{.*}} is not proven to be reached by every thread of the warp
// CHECK: uniformity_in_unsafe.cu:22:7: warning: collective 'oxide::block::sync' inside {{.*}} is not proven
#include <oxide/oxide.cuh>

[[oxide::kernel]]
__global__ void in_unsafe(oxide::disjoint_slice<float> out, unsigned n) {
  float v = 1.0f;
  // SAFETY: tested.
  [[oxide::unsafe]] {
    if (threadIdx.x < n)
      __syncthreads(); // expected-warning {{collective '__syncthreads' inside [[oxide::unsafe]] is not proven to be reached by every thread of the block}}
    if (threadIdx.x % 2)
      v = __shfl_xor_sync(0xffffffffu, v, 1); // expected-warning {{collective '__shfl_xor_sync' inside [[oxide::unsafe]] is not proven to be reached by every thread of the warp}}
    if (threadIdx.x > 1)
      oxide::block::sync(); // expected-warning {{collective 'oxide::block::sync' inside [[oxide::unsafe]] is not proven}}
    if (blockIdx.x < n)
      __syncthreads(); // proven: quiet
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
