// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// make_reader returns a closure that captured its local x by reference; calling it after make_reader returned reads x's dead stack slot (only pointers and references are checked at return, not closures or classes holding them).
#include <oxide/oxide.cuh>
__device__ auto make_reader(float v) {
  float x = v * 2.0f;
  return [&] { return x; }; // expected-error {{outlives 'x'}} expected-warning {{address of stack memory}}
}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void returned_lambda(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto read = make_reader(in.get(threadIdx.x).value_or(0.0f));
  const float v = read();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
