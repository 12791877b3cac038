// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A conversion-operator template produces oxide::detail::checked_t without naming it;
// optional_ref's public constructor then reads 4 MiB past the input.
#include <oxide/oxide.cuh>
struct anything {
  template <class T>
  __device__ operator T() const { return T(); } // expected-error {{is in oxide::detail}}
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void forge_conv(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const oxide::optional_ref<const float> r(anything{}, &in[0], 1u << 20, true); // expected-error {{is in oxide::detail}}
  const float x = *r;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x;
}
