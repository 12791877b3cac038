// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Inline PTX stores to an arbitrary global address.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void inline_asm(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned long long addr = 0x7f0000000000ull;
  asm volatile("st.global.f32 [%0], %1;" ::"l"(addr), "f"(1.0f)); // expected-error {{inline asm is not allowed in safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
