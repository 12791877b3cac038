// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::addressof(cuda::std::max(a, a + 1.0f)) is a pointer to the temporary a + 1.0f, dead at the ';'; *m reads a dead slot (the lifetime rule checks only a built-in '&' of such a call, and the DeclStmt check only reference-holding types, not a pointer to const).
#include <oxide/oxide.cuh>
#include <cuda/std/__algorithm/max.h>
#include <cuda/std/__memory/addressof.h>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void addressof_max(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float a = in.get(threadIdx.x).value_or(0.0f);
  const float *m = cuda::std::addressof(cuda::std::max(a, a + 1.0f)); // expected-error 2 {{into a temporary}}
  const float r = *m;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r;
}
