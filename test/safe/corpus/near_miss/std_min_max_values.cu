// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// cuda::std::min, max and clamp on values (copied out, no reference kept).
// expected-no-diagnostics
#include <oxide/oxide.cuh>
#include <cuda/std/__algorithm/min.h>
#include <cuda/std/__algorithm/max.h>
#include <cuda/std/__algorithm/clamp.h>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void minmax(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = in.get(threadIdx.x).value_or(0.0f);
  const float lo = cuda::std::min(x, 1.0f);
  const float hi = cuda::std::max(lo, -1.0f);
  const float c = cuda::std::clamp(x, -2.0f, 2.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = hi + c;
}
