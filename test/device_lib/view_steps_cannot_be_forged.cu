// A view_steps walk is made only by row_view::steps / col_view::steps, from a
// proven view: no public constructor (a walk over any pointer and count would
// read anywhere), no default one, and a step of 0 does not compile.
// RUN: %clang_cuda -fsyntax-only --cuda-device-only -Xclang -verify \
// RUN:   -Xclang -verify-ignore-unexpected=note %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

__global__ void k(const float *p, oxide::slice<const float> a) {
  oxide::view_steps<const float> forged(p, 1, 1000); // expected-error {{calling a private constructor}}
  oxide::view_steps<const float> blank;               // expected-error {{no matching constructor}}
  auto row = oxide::matrix_view(a, 8).row(0, 8).value_or(oxide::row_view<const float>::empty());
  auto none = row.steps<0>(0); // expected-error@oxide/view.cuh:* {{Step must be positive}}
}
// CHECK: error: {{.*}}view_steps{{.*}}is inaccessible
