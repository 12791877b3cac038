// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A namespace-scope copy of oxide::detail::checked forges a tile_2d witness on
// another thread's element pointer (from operator->), then writes through it.
#include <oxide/oxide.cuh>
constexpr auto tag = oxide::detail::checked;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void forge_tile(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d())) {
    const oxide::tile_2d<float, 1, 1, 1> t(tag, o.operator->()); // expected-error {{is in oxide::detail}} expected-error {{takes a writable pointer}}
    t.at<0, 0>() = 1.0f;
  }
}
