// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify=plugin %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=rewrite -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __has_builtin of a clang-only builtin: SAFE is 1 in the parse and 0 under
// nvcc, which compiles the #else branch's unchecked read.
// plugin-no-diagnostics
#include <oxide/oxide.cuh>
#if __has_builtin(__builtin_nondeterministic_value)
#  define SAFE 1
#else
#  define SAFE 0
#endif
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
// rewrite-error@+1 {{this conditional depends on 'SAFE'}}
#if SAFE
  const float v = in.get(0).value_or(0.0f);
#else
  const float v = 0.0f;
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
