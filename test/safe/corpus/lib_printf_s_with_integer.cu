// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// printf's literal format says %s but the argument is an integer: printf reads a string at that address.
#include <oxide/oxide.cuh>
#include <cstdio>
#pragma clang diagnostic ignored "-Wformat"
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void printf_s(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned long long addr = 0x7f0000000000ull + threadIdx.x;
  printf("%s\n", addr); // expected-error {{safe code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
