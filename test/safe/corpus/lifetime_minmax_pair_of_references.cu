// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::minmax returns a pair<const float &, const float &>; one of them refers to the temporary a + 1.0f, dead at the ';', and mm.second (a field read, no call) reads the dead stack slot.
#include <oxide/oxide.cuh>
#include <cuda/std/__algorithm/minmax.h>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void minmax_pair(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float a = in.get(threadIdx.x).value_or(0.0f);
  auto mm = cuda::std::minmax(a, a + 1.0f); // expected-error {{into a temporary}}
  const float r = mm.second;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r;
}
