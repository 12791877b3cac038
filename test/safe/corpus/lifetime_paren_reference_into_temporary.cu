// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// const float &m = (cuda::std::max(a, a + 1.0f)); binds m to the temporary a + 1.0f, which dies at the ';': m dangles (refersIntoTemporary strips implicit casts but not the parentheses, so the call is not seen).
#include <oxide/oxide.cuh>
#include <cuda/std/__algorithm/max.h>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void paren_max(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float a = in.get(threadIdx.x).value_or(0.0f);
  const float &m = (cuda::std::max(a, a + 1.0f)); // expected-error {{into a temporary}}
  const float r = m;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r;
}
