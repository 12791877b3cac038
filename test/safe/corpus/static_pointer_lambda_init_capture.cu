// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A lambda init-capture holds &global; the lambda body writes through it.
#include <oxide/oxide.cuh>
__device__ float g_total;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void init_capture(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto bump = [p = &g_total] { *p += 1.0f; }; // expected-error {{safe code writes 'g_total'}}
  bump();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
