// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// config.cuh marks oxide's declarations (unsafe APIs, collectives,
// witnesses) only under `defined(__clang__) && !defined(__NVCC__)`: with
// __clang__ undefined, or __NVCC__ defined, before the #include, no mark was
// left and every check that reads one accepted everything
// (get_unchecked_mut with no unsafe block, a collective under a branch). A
// user's #define or #undef of a compiler's macro is refused; CUDA's switches
// for the user and feature-test macros stay quiet.
#pragma push_macro("__clang__")
#undef __clang__ // expected-error {{macro '__clang__' is the compiler's: user code may not #define or #undef it}}
#pragma pop_macro("__clang__")
#define __NVCC__ 1 // expected-error {{macro '__NVCC__' is the compiler's}}
#undef __NVCC__ // expected-error {{macro '__NVCC__' is the compiler's}}
#define __CUDACC_VER_MAJOR__ 99 // expected-error {{macro '__CUDACC_VER_MAJOR__' is the compiler's}}
#undef __CUDACC_VER_MAJOR__ // expected-error {{macro '__CUDACC_VER_MAJOR__' is the compiler's}}
#define __CUDA_NO_HALF_OPERATORS__ 1
#define __STDC_FORMAT_MACROS 1
#include <oxide/oxide.cuh>

[[oxide::kernel]]
__global__ void marks_kept(oxide::disjoint_slice<float> out, oxide::slice<const float> in) {
  float v = in.get(threadIdx.x).value_or(0.0f);
  out.get_unchecked_mut(size_t(threadIdx.x) * 4096u) = v; // expected-error {{is unsafe: call it only inside an [[oxide::unsafe]] block}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
