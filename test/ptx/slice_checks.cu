// What each slice operation leaves in PTX, under nvcc and clang.
// RUN: %nvcc_ptx %s -o %t.nvcc.ptx
// RUN: FileCheck %s < %t.nvcc.ptx
// RUN: %clang_cuda_ptx %s -o %t.clang.ptx
// RUN: FileCheck %s < %t.clang.ptx
#include <oxide/oxide.cuh>

using oxide::disjoint_slice;
using oxide::slice;

// operator[] with an index read from memory: the check cannot be proven
// away, and it must stay.
extern "C" __global__ void checked_gather(slice<const float> src, slice<const unsigned> perm,
                                          disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = src[perm.get(idx.get()).value_or(0)];
}
// CHECK-LABEL: .entry checked_gather(
// CHECK: @%p{{[0-9]+}} bra
// CHECK: trap;

// get(i) with a fill value: one compare, no trap.
extern "C" __global__ void filled_gather(slice<const float> src, slice<const unsigned> perm,
                                         disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = src.get(perm.get(idx.get()).value_or(0)).value_or(-1.0f);
}
// CHECK-LABEL: .entry filled_gather(
// CHECK-NOT: trap;
// CHECK: ret;

// subslice is checked: a bad range traps.
extern "C" __global__ void window_sum(slice<const float> src, unsigned from, unsigned to,
                                      disjoint_slice<float> out) {
  float sum = 0.0f;
  for (float v : src.subslice(from, to))
    sum += v;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = sum;
}
// CHECK-LABEL: .entry window_sum(
// CHECK: trap;

// index_1d is fail-closed: it reads the y and z extents of block and grid.
extern "C" __global__ void fill_1d(disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
// CHECK-LABEL: .entry fill_1d(
// CHECK-DAG: %ntid.y
// CHECK-DAG: %ntid.z
// CHECK-DAG: %nctaid.y
// CHECK-DAG: %nctaid.z
// CHECK-NOT: trap;
// CHECK: ret;

// index_2d<S> reads both axes and refuses a column outside the row.
extern "C" __global__ void fill_2d(disjoint_slice<float, oxide::index2d<64>> out) {
  if (auto o = out.get_mut(oxide::thread::index_2d<64>()))
    *o = 2.0f;
}
// CHECK-LABEL: .entry fill_2d(
// CHECK-DAG: %tid.y
// CHECK-DAG: %ntid.z
// CHECK-DAG: {{setp.[a-z]+.(u|s)(32|64)}} {{.*}}64
// CHECK-NOT: trap;
// CHECK: ret;
