// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify=plugin %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=rewrite -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __has_include answers for the compiler that runs it: clang finds its own
// CUDA wrapper header, nvcc does not and takes the #else. AT is defined
// differently on the two sides, and its expansion in the kernel is code
// nvcc compiles that oxide never checked (an unchecked read 100000 past).
// plugin-no-diagnostics
#include <oxide/oxide.cuh>
#if __has_include(<__clang_cuda_runtime_wrapper.h>)
#  define AT(s, i) (s).get(i).value_or(0.0f)
#else
#  define AT(s, i) (s).data()[(i) + 100000]
#endif
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float v = AT(in, 0); // rewrite-error {{macro 'AT' is defined differently in oxide-rewrite's parse and nvcc's compile}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
