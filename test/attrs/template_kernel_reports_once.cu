// A kernel template is checked where its parameters have types, in each
// instantiation; the same mistake is reported once, not once per instantiation.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only %s 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

template <class T>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (out.len() >= count)")]]
// expected-error@-1 {{unknown identifier `count` in requires}}
// CHECK: template_kernel_reports_once.cu:[[@LINE-2]]:85: error: unknown identifier `count`
// CHECK-NOT: unknown identifier
__global__ void scale(oxide::disjoint_slice<T> out, T factor) {}

template __global__ void scale<float>(oxide::disjoint_slice<float>, float);
template __global__ void scale<double>(oxide::disjoint_slice<double>, double);

// The scalar's class depends on T: fine for unsigned, refused for float.
template <class T>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (out.len() >= n)")]]
// expected-error@-1 {{parameter `n` is not an integer scalar, so it cannot appear in requires}}
// CHECK: template_kernel_reports_once.cu:[[@LINE-2]]:85: error: parameter `n` is not an integer scalar
// CHECK-NOT: error:
__global__ void fill(oxide::disjoint_slice<float> out, T n) {}

template __global__ void fill<unsigned>(oxide::disjoint_slice<float>, unsigned);
template __global__ void fill<int>(oxide::disjoint_slice<float>, int);
template __global__ void fill<float>(oxide::disjoint_slice<float>, float);
