// Only oxide::thread mints witnesses: no public constructor, no default one.
// RUN: %clang_cuda -fsyntax-only --cuda-device-only -Xclang -verify \
// RUN:   -Xclang -verify-ignore-unexpected=note %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

__global__ void k(oxide::disjoint_slice<float> out) {
  oxide::thread_index<oxide::index1d> forged({0}); // expected-error {{calling a private constructor}}
  oxide::thread_index<oxide::index1d> from_int(0); // expected-error {{no matching constructor}}
  oxide::thread_index<oxide::index1d> blank;     // expected-error {{no matching constructor}}
}
// CHECK: error: {{.*}}thread_index{{.*}}is inaccessible
