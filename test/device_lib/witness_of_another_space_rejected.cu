// A witness from one index space does not unlock a slice of another.
// RUN: %clang_cuda -fsyntax-only --cuda-device-only -Xclang -verify \
// RUN:   -Xclang -verify-ignore-unexpected=note %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

__global__ void k(oxide::disjoint_slice<float> flat,
                  oxide::disjoint_slice<float, oxide::index2d<16>> rows16,
                  oxide::disjoint_slice<float, oxide::index2d<32>> rows32) {
  (void)flat.get_mut(oxide::thread::index_2d<16>());   // expected-error {{no viable conversion from}}
  (void)rows16.get_mut(oxide::thread::index_1d());     // expected-error {{no viable conversion from}}
  (void)rows32.get_mut(oxide::thread::index_2d<16>()); // expected-error {{no viable conversion from}}
}
// CHECK: (10): error: no suitable user-defined conversion from "oxide::thread_index<oxide::index2d<16UL>>" to "const oxide::thread_index<oxide::index1d>"
// CHECK: (11): error: no suitable user-defined conversion
// CHECK: (12): error: no suitable user-defined conversion
