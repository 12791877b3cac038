// What oxide-rewrite cannot make an unchecked copy of is refused, with the
// reason, and no output is written. Nothing is silently left checked.
// RUN: rm -f %t.cu
// RUN: not %oxide-rewrite %s -o %t.cu -- -I%S/Inputs 2>&1 | FileCheck %s
// RUN: test ! -e %t.cu
#include <oxide/oxide.cuh>
#include "slice_helper.h"

struct reader {
  oxide::slice<const float> a;
  __device__ float at(size_t i) const { return a[i]; }
};

#define READ(s, i) s[i]

[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void uses_header(oxide::slice<const float> a, oxide::disjoint_slice<float> c) {
  if (auto [o, idx] = c.get_mut_indexed(); o)
    *o = header_read(a, idx.get());
}
// CHECK: unchecked_indexing_refusals.cu:[[@LINE-2]]:10: error: 'header_read' indexes oxide slices (itself or in what it calls) and is called from {{\[\[}}oxide::unchecked_indexing]] kernel 'uses_header', but oxide-rewrite cannot make an unchecked copy of it: it is defined in slice_helper.h, and oxide-rewrite copies only functions of the file it rewrites; move it into this file, or read through get(i) and views, which need no flag

[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void uses_member(oxide::slice<const float> a, oxide::disjoint_slice<float> c) {
  if (auto [o, idx] = c.get_mut_indexed(); o)
    *o = reader{a}.at(idx.get());
}
// CHECK: unchecked_indexing_refusals.cu:[[@LINE-2]]:20: error: 'reader::at' indexes oxide slices {{.*}}: it is a member function; make it a free function that takes the object

[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void uses_macro(oxide::slice<const float> a, oxide::disjoint_slice<float> c) {
  if (auto [o, idx] = c.get_mut_indexed(); o)
    *o = READ(a, idx.get());
}
// CHECK: unchecked_indexing_refusals.cu:[[@LINE-2]]:10: error: an oxide slice index written by a macro in code that {{\[\[}}oxide::unchecked_indexing]] kernel 'uses_macro' reaches: oxide-rewrite cannot rewrite it; write it without the macro

// A kernel template instantiated twice is refused once.
template <class T>
[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void macro_template(oxide::slice<const T> a, oxide::disjoint_slice<T> c) {
  if (auto [o, idx] = c.get_mut_indexed(); o)
    *o = READ(a, idx.get());
}
template __global__ void macro_template<float>(oxide::slice<const float>, oxide::disjoint_slice<float>);
template __global__ void macro_template<int>(oxide::slice<const int>, oxide::disjoint_slice<int>);
// CHECK: unchecked_indexing_refusals.cu:[[@LINE-4]]:10: error: an oxide slice index written by a macro in code that {{\[\[}}oxide::unchecked_indexing]] kernel 'macro_template' reaches
// CHECK-NOT: error:
