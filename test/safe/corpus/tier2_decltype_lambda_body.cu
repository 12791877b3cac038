// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A lambda written inside decltype (an 'unevaluated' operand, skipped) is default-constructed
// and called: its body runs, unchecked.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void decltype_lambda(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  using barrier_fn = decltype([] { __syncwarp(); }); // expected-error {{is a Tier-2 operation}}
  if (threadIdx.x < 64)
    barrier_fn{}();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
