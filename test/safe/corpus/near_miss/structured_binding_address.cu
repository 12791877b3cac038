// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A writable pointer to a by-value structured binding of a local: the binding names this thread's own copy, but isThreadLocalObject() accepts only a VarDecl, not a BindingDecl.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
struct pair2 {
  float a, b;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void binding_addr(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const pair2 local{in.get(0).value_or(0.0f), 2.0f};
  auto [a, b] = local;
  float *pa = &a;
  *pa += b;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = a;
}
