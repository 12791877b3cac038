// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Reaches oxide::detail through a namespace alias declared at namespace scope.
#include <oxide/oxide.cuh>
namespace od = oxide::detail;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void detail_alias(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local = 0.0f;
  oxide::optional_ref<float> r(od::checked, &local, 4096, true); // expected-error {{is in oxide::detail}}
  *r = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local;
}
