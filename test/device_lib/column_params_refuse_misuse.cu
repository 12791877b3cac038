// Per-column parameters (columns(out, in, params...)): each is a slice<const
// P> of one element type (a writable slice, or parameters of two element
// types, do not compile), and a column reads only the parameters its walk
// proved (param<I> past the last does not compile). The walk is proven once
// (every parameter holds the row's width), so a column's read has no check.
// RUN: %clang_cuda -fsyntax-only --cuda-device-only -Xclang -verify \
// RUN:   -Xclang -verify-ignore-unexpected=note %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

__global__ void mixed(oxide::disjoint_slice<float, oxide::warp_row> out,
                      oxide::slice<const float> in, oxide::slice<const float> w,
                      oxide::slice<const int> counts) {
  for (auto c : oxide::thread::columns(out, in, w, counts)) // expected-error@oxide/columns.cuh:* {{every per-column parameter is a slice<const P> of one element type P}}
    *c = c.in();
}

__global__ void writable(oxide::disjoint_slice<float, oxide::block_row> out,
                         oxide::slice<const float> in, oxide::slice<float> w) {
  for (auto c : oxide::thread::columns(out, in, w)) // expected-error@oxide/columns.cuh:* {{every per-column parameter is a slice<const P> of one element type P}}
    *c = c.in();
}

__global__ void past_the_last(oxide::disjoint_slice<float, oxide::warp_row> out,
                              oxide::slice<const float> in, oxide::slice<const float> w,
                              oxide::slice<const float> b) {
  for (auto c : oxide::thread::columns(out, in, w, b))
    *c = c.in() * c.param<0>() + c.param_read_only<1>() + c.param<2>(); // expected-error {{no matching member function for call to 'param'}}
}

__global__ void none_bound(oxide::disjoint_slice<float, oxide::warp_row> out,
                           oxide::slice<const float> in) {
  for (auto c : oxide::thread::columns(out, in)) {
    *c = c.in();
    (void)c.param<0>(); // expected-error {{no matching member function for call to 'param'}}
  }
}
// CHECK: error: {{.*}}every per-column parameter is a slice<const P> of one element type P
