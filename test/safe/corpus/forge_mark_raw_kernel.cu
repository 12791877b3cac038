// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// [[oxide::kernel]] plus a hand-written "oxide.kernel.raw" mark would read as
// [[oxide::kernel(raw)]] (its body unchecked, its launch without the
// aliasing check); a hand-written "oxide.unsafe" on a statement as an
// [[oxide::unsafe]] block. Both marks are oxide's handlers' to make.
#include <oxide/oxide.cuh>

[[oxide::kernel]] __attribute__((annotate("oxide.kernel.raw"))) // expected-error {{'oxide.kernel.raw' is a mark of oxide's own declarations}}
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float s[1];
  s[0] = in.get(threadIdx.x).value_or(0.0f); // expected-error 0+ {{}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s[0];
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void stmt(oxide::disjoint_slice<float> out) {
  float loc[2] = {0, 0};
  [[clang::annotate("oxide.unsafe")]] { loc[threadIdx.x] = 1.0f; } // expected-error {{'oxide.unsafe' is a mark of oxide's own declarations}} expected-error 0+ {{}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = loc[0];
}
