// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A generic and a non-generic lambda that capture and return values only.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void lambdas(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float a = in.get(threadIdx.x).value_or(0.0f);
  auto axpy = [a](float x, float y) { return a * x + y; };
  auto sq = [](auto v) { return v * v; };
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = axpy(sq(a), sq(2)) ;
}
