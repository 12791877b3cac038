// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Mints a witness for element 0 with oxide::detail::witness_factory: every thread writes element 0.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void detail_direct(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const auto w = oxide::detail::witness_factory::make<oxide::index1d>(0); // expected-error 1-2 {{is in oxide::detail}}
  if (auto o = out.get_mut(w))
    *o = 1.0f;
}
