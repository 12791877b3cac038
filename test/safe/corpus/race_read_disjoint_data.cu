// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Every thread reads out.data()[0] while thread 0 writes it through its witness: a read/write race.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void race_read(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float first = out.data()[0]; // expected-error {{'oxide::disjoint_slice<float>::data' is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = first + in.get(0).value_or(0.0f);
}
