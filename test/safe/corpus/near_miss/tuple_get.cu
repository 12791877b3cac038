// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A local cuda::std::tuple<int> read with get<0>: ordinary safe code, but the plugin crashes (stack overflow in SafeContext::forEachDestructor, which recurses through a trusted specialization's template arguments with no visited set).
// expected-no-diagnostics
#include <oxide/oxide.cuh>
#include <cuda/std/tuple>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void tuple_get(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  cuda::std::tuple<int> t{3};
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = static_cast<float>(cuda::std::get<0>(t));
}
