// The launcher checks `requires` on the host's parameters, and the kernel's
// entry assumes it of the device's. An #if on __CUDA_ARCH__ that chooses
// the parameter list, or a parameter's class layout, makes them different
// buffers (a and b swapped: the host checks a.len() of one, the device
// reads the other unchecked). oxide-rewrite refuses a side-dependent
// conditional in a kernel's declaration or a parameter's class, and a macro
// defined under one that the declaration uses (oxide-rewrite-launcher).
// Conditionals that are the same on both sides, and __CUDA_ARCH__ in a
// body, stay quiet.
// RUN: rm -f %t.cu
// RUN: not %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (a.len() >= out.len())")]]
__global__ void swapped(
#ifdef __CUDA_ARCH__
// CHECK: one_sided_signature.cu:[[@LINE-1]]:2: error: the declaration of 'swapped', a parameter list or a parameter's class of kernel 'swapped', depends on this #if
    oxide::slice<const float> b, oxide::slice<const float> a,
#else
    oxide::slice<const float> a, oxide::slice<const float> b,
#endif
    oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = a[idx.get()] + b.get(0).value_or(0.0f);
}

struct dims {
#if defined(__CUDA_ARCH__)
// CHECK: one_sided_signature.cu:[[@LINE-1]]:2: error: class 'dims', a parameter list or a parameter's class of kernel 'reordered'
  unsigned h, w;
#else
  unsigned w, h;
#endif
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (in.len() >= d.w)")]]
__global__ void reordered(oxide::slice<const float> in, oxide::disjoint_slice<float> out, dims d) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    if (idx.get() < d.w)
      *o = in[idx.get()];
}

#ifdef __CUDA_ARCH__
#  define DEVICE_SIDE 1
#endif
#ifdef DEVICE_SIDE
#  define PARAMS oxide::slice<const float> y, oxide::slice<const float> x
#else
#  define PARAMS oxide::slice<const float> x, oxide::slice<const float> y
#endif
// CHECK: one_sided_signature.cu:[[@LINE-2]]:{{[0-9]+}}: error: the declaration of 'by_macro', a parameter list or a parameter's class of kernel 'by_macro', depends on this #if
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (x.len() >= out.len())")]]
__global__ void by_macro(PARAMS, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = x[idx.get()] + y.get(0).value_or(0.0f);
}

// Quiet: a guard that is the same on both sides, __CUDA_ARCH__ in a body.
#ifndef ONE_SIDED_SIGNATURE_GUARD
#define ONE_SIDED_SIGNATURE_GUARD
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (in.len() >= out.len())")]]
__global__ void quiet(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o) {
#if __CUDA_ARCH__ >= 800
    *o = in[idx.get()];
#else
    *o = 0.0f;
#endif
  }
}
#endif
