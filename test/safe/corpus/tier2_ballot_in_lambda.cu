// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __ballot_sync inside a non-generic lambda.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ballot_lambda(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto vote = [](bool p) { return __ballot_sync(0xffffffffu, p); }; // expected-error {{is a Tier-2 operation}}
  const unsigned m = vote(threadIdx.x & 1);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = float(m);
}
