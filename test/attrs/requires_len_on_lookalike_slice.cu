// Rejected: `.len()` on a class named slice in another namespace.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

namespace mine {
template <class T> struct slice { const T *p; unsigned long len() const; };
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (fake.len() >= 1)")]]
// expected-error@-1 {{`.len()` in requires is only available on slice parameters; `fake` is not an oxide::slice or oxide::disjoint_slice}}
// CHECK: requires_len_on_lookalike_slice.cu:[[@LINE-2]]:76: error: `.len()` in requires is only available on slice parameters; `fake` is not an oxide::slice or oxide::disjoint_slice; {{.*}}available operands: `n`
__global__ void k(mine::slice<float> fake, unsigned n) {} // expected-error {{parameter 'fake' of kernel 'k' holds a raw pointer (const float *) in member 'p'}}
