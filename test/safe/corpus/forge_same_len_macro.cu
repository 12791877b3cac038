// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// OXIDE_SAME_LEN (a public macro) replaces a slice's length with any value: later reads
// past the real end pass the bounds check.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void same_len(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  OXIDE_SAME_LEN(in, in.len() + 4096); // expected-error 1-2 {{is in oxide::detail}} expected-error {{re-seats a pointer}}
  const float x = in[threadIdx.x];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
