// The safe context: every function, lambda, constructor, destructor and
// template instantiation an oxide kernel reaches is checked, wherever it is
// written: a header marked system, NV_IF_TARGET and #if __CUDA_ARCH__ code, a helper reached
// only from an [[oxide::unsafe]] block, a default argument, a functor that a
// library algorithm calls. OXIDE_UNSAFE_FN functions, raw kernels and plain
// CUDA kernels (and what only they reach) are not checked.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify=expected,device -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s && not test -e %t.cu
#include <oxide/oxide.cuh>

#include <cuda/std/functional>
#include <nv/target>

#include "Inputs/system_header_helper.h"

__device__ float g;

__device__ void only_from_unsafe() {
  g = 3.0f; // expected-error {{safe code writes 'g'}}
}

struct guard {
  __device__ guard() {}
  __device__ ~guard() { g = 4.0f; } // expected-error {{safe code writes 'g'}}
};

__device__ float with_default(float v = (g = 5.0f)) { return v; } // expected-error {{safe code writes 'g'}}

struct functor {
  __device__ float operator()(float v) const {
    g = v; // expected-error {{safe code writes 'g'}}
    return v;
  }
};

[[oxide::kernel]]
__global__ void reaches(oxide::disjoint_slice<float> out) {
  system_header_write();
  guard scope;
  float v = with_default() + cuda::std::invoke(functor{}, 1.0f);
  // SAFETY: nothing here relies on the helper; the helper is still safe code.
  [[oxide::unsafe]] { only_from_unsafe(); }
  NV_IF_TARGET(NV_IS_DEVICE, (g = 6.0f;)) // device-error {{safe code writes 'g'}}
#if __CUDA_ARCH__
  g = 7.0f; // device-error {{safe code writes 'g'}}
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// --- not safe code -------------------------------------------------------
OXIDE_UNSAFE_FN __device__ void raw_store() { g = 8.0f; }
__device__ void plain_helper() { g = 9.0f; }

[[oxide::kernel(raw)]]
__global__ void raw_kernel() { plain_helper(); }

__global__ void plain_cuda_kernel() { plain_helper(); }

[[oxide::kernel]]
__global__ void unsafe_fn_body(oxide::disjoint_slice<float> out) {
  // SAFETY: one thread of the grid stores; the test only compiles.
  [[oxide::unsafe]] { raw_store(); }
}

// The rewriter checks the device side first, so the device-only writes are
// refused too (its first refused parse is the one that prints):
// CHECK-DAG: g = 6.0f
// CHECK-DAG: g = 7.0f
// CHECK-DAG: error: safe code writes 'g_system_header'
