// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// sizeof and decltype operands run nothing, whatever they name.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void unevaluated(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float tile[32];
  constexpr unsigned bytes = sizeof(tile[threadIdx.x]) + sizeof((__syncthreads(), 0));
  using elem = decltype(tile[0]);
  static_assert(sizeof(elem) == 4);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = float(bytes) + in.get(0).value_or(0.0f);
}
