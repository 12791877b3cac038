// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// cuda::std::array used by value only: size(), copy, structured binding.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
#include <cuda/std/array>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void std_array_values(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const cuda::std::array<float, 2> a{in.get(0).value_or(0.0f), 1.0f};
  const auto b = a;
  const auto [x, y] = b;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = x + y + float(a.size());
}
