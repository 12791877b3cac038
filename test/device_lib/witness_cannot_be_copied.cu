// A witness is a proof that one thread owns one index: it cannot be copied,
// moved into another variable, or assigned.
// RUN: %clang_cuda -fsyntax-only --cuda-device-only -Xclang -verify \
// RUN:   -Xclang -verify-ignore-unexpected=note %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

__global__ void k(oxide::disjoint_slice<float> out) {
  auto idx = oxide::thread::index_1d();
  auto copy = idx; // expected-error {{call to deleted constructor}}
  auto moved = static_cast<oxide::thread_index<oxide::index1d> &&>(idx); // expected-error {{call to deleted constructor}}
  auto other = oxide::thread::index_1d();
  other = idx; // expected-error {{overload resolution selected deleted operator '='}}
}
// CHECK: error: function "oxide::thread_index<Space>::thread_index(const oxide::thread_index<Space> &) [with Space=oxide::index1d]"{{.*}}deleted function
