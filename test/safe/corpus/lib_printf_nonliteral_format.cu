// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// printf with a non-literal format string.
#include <oxide/oxide.cuh>
#include <cstdio>
#pragma clang diagnostic ignored "-Wformat-security"
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void printf_fmt(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const char *fmt = "%s %s %s\n";
  printf(fmt); // expected-error {{passes a raw pointer}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
