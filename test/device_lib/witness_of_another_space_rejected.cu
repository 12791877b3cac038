// A witness from one index space does not unlock a slice of another.
// RUN: %clang_cuda -fsyntax-only --cuda-device-only -Xclang -verify \
// RUN:   -Xclang -verify-ignore-unexpected=note %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

__global__ void k(oxide::disjoint_slice<float> flat,
                  oxide::disjoint_slice<float, oxide::index2d<16>> rows16,
                  oxide::disjoint_slice<float, oxide::index2d<32>> rows32) {
  (void)flat.get_mut(oxide::thread::index_2d<16>());   // expected-error {{no matching member function for call to 'get_mut'}}
  (void)rows16.get_mut(oxide::thread::index_1d());     // expected-error {{no matching member function for call to 'get_mut'}}
  (void)rows32.get_mut(oxide::thread::index_2d<16>()); // expected-error {{no matching member function for call to 'get_mut'}}
}
// CHECK: (10): error: no instance of overloaded function "oxide::disjoint_slice<T, Space>::get_mut [with T=float, Space=oxide::index1d]" matches the argument list
// CHECK: (11): error: no instance of overloaded function "oxide::disjoint_slice<T, Space>::get_mut [with T=float, Space=oxide::index2d<16UL>]"
// CHECK: (12): error: no instance of overloaded function "oxide::disjoint_slice<T, Space>::get_mut [with T=float, Space=oxide::index2d<32UL>]"
