// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// oxide::detail::checked is copied into a namespace-scope constant (never walked);
// with it optional_ref's public constructor forges a reference 16 KiB past a local.
#include <oxide/oxide.cuh>
constexpr auto tag = oxide::detail::checked;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void forge_tag(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local = 0.0f;
  oxide::optional_ref<float> r(tag, &local, 4096, true); // expected-error {{is in oxide::detail}}
  *r = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local;
}
