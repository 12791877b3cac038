// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A span that claims 64 elements of a 2-element local, made into a slice:
// v[40] passes the slice's check and reads past the local.
#include <oxide/oxide.cuh>
#include <oxide/span.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void sp(oxide::disjoint_slice<float> out) {
  float local[2] = {1.0f, 2.0f};
  cuda::std::span<const float> s(local, 64); // expected-error {{safe code passes a raw pointer, or a value that holds one, to library code}}
  oxide::slice<const float> v(s);            // expected-error {{is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v[40];
}
