// What oxide-rewrite writes for [[oxide::unchecked_indexing]]: in the kernel,
// a[i] on an oxide slice becomes ::oxide::detail::unchecked_at(a, i) (nested
// and inside lambdas too); every helper of this file that indexes slices,
// directly or further down, gets an unchecked copy right after it (and a
// declaration of the copy after its prototype); the kernel and the copies
// call the copies; the originals are untouched. Both compilers take it.
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: grep -v "^ *//" %t.cu | FileCheck %s
// RUN: %nvcc -c %t.cu -o %t.o
// RUN: %clang_cuda -c %t.cu -o %t.clang.o
#include <oxide/oxide.cuh>

__device__ float twice(oxide::slice<const float> a, size_t i);
// CHECK: __device__ float twice(oxide::slice<const float> a, size_t i);
// CHECK-NEXT: #line 13
// CHECK-NEXT: __device__ float __oxide_unchecked_twice(oxide::slice<const float> a, size_t i);

template <class T>
__device__ T gather(oxide::slice<const T> a, oxide::slice<const T> b, size_t i) {
  return T(2) * a[2 * i] + b[i];
}
// CHECK: __device__ T gather(oxide::slice<const T> a, oxide::slice<const T> b, size_t i) {
// CHECK-NEXT: return T(2) * a[2 * i] + b[i];
// CHECK: template <class T>
// CHECK-NEXT: __device__ T __oxide_unchecked_gather(oxide::slice<const T> a, oxide::slice<const T> b, size_t i) {
// CHECK-NEXT: return T(2) * ::oxide::detail::unchecked_at(a, 2 * i) + ::oxide::detail::unchecked_at(b, i);

// Recursion: the copy calls the copy.
__device__ float depth(oxide::slice<const float> a, size_t i, int n) {
  return n == 0 ? a[i] : depth(a, i, n - 1) + twice(a, i);
}
// CHECK: __device__ float __oxide_unchecked_depth(oxide::slice<const float> a, size_t i, int n) {
// CHECK-NEXT: return n == 0 ? ::oxide::detail::unchecked_at(a, i) : __oxide_unchecked_depth(a, i, n - 1) + __oxide_unchecked_twice(a, i);

// Reached only through another helper: copied too.
__device__ float middle(oxide::slice<const float> a, size_t i) { return depth(a, i, 1); }
// CHECK: __device__ float __oxide_unchecked_middle(oxide::slice<const float> a, size_t i) { return __oxide_unchecked_depth(a, i, 1); }

// Indexes nothing and calls nothing that does: not copied.
__device__ float scale(float x) { return 3.0f * x; }
// CHECK-NOT: __oxide_unchecked_scale(

[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void flagged(oxide::slice<const float> a, oxide::slice<const float> b,
                        oxide::disjoint_slice<float> c) {
  if (auto [o, idx] = c.get_mut_indexed(); o) {
    const size_t i = idx.get();
    auto lam = [&](size_t j) { return a[b.len() > j ? j : 0]; };
    *o = a[b[i] > 0 ? i : 0] + gather<float>(a, b, i) + middle(a, i) + lam(i) +
         scale(a.subslice(0, 2)[1]);
  }
}
// CHECK: auto lam = [&](size_t j) { return ::oxide::detail::unchecked_at(a, b.len() > j ? j : 0); };
// CHECK-NEXT: *o = ::oxide::detail::unchecked_at(a, ::oxide::detail::unchecked_at(b, i) > 0 ? i : 0) + __oxide_unchecked_gather<float>(a, b, i) + __oxide_unchecked_middle(a, i) + lam(i) +
// CHECK-NEXT: scale(::oxide::detail::unchecked_at(a.subslice(0, 2), 1));

// Not flagged: calls the originals, keeps every a[i].
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void plain(oxide::slice<const float> a, oxide::slice<const float> b,
                      oxide::disjoint_slice<float> c) {
  if (auto [o, idx] = c.get_mut_indexed(); o)
    *o = gather(a, b, idx.get()) + a[idx.get()] + middle(a, 0);
}
// CHECK: *o = gather(a, b, idx.get()) + a[idx.get()] + middle(a, 0);

__device__ float twice(oxide::slice<const float> a, size_t i) { return 2 * a[i]; }
// CHECK: __device__ float twice(oxide::slice<const float> a, size_t i) { return 2 * a[i]; }
// CHECK: __device__ float __oxide_unchecked_twice(oxide::slice<const float> a, size_t i) { return 2 * ::oxide::detail::unchecked_at(a, i); }
