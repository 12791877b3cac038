// Every kernel parameter is classified once, for the contract language, the
// launchers and the aliasing check to share. Look-alike classes in other
// namespaces are not slice-like.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -fplugin-arg-oxide-dump-params \
// RUN:   -Xclang -verify %s
#include <oxide/oxide.cuh>

namespace mine {
template <class T> struct slice { T *p; };
}
using in_t = oxide::slice<const float>;

// raw: the aliasing check would refuse `raw`; classification is what this tests.
[[oxide::kernel(raw)]]
__global__ void k(in_t a,                          // expected-remark {{oxide kernel 'k': parameter 'a' (in_t) is slice-like}}
                  oxide::disjoint_slice<float> c,  // expected-remark {{parameter 'c' (oxide::disjoint_slice<float>) is slice-like}}
                  unsigned n,                      // expected-remark {{parameter 'n' (unsigned int) is unsigned scalar}}
                  unsigned long long big,          // expected-remark {{parameter 'big' (unsigned long long) is unsigned scalar}}
                  int m,                           // expected-remark {{parameter 'm' (int) is signed scalar}}
                  float alpha,                     // expected-remark {{parameter 'alpha' (float) is other}}
                  mine::slice<float> fake,         // expected-remark {{parameter 'fake' (mine::slice<float>) is other}}
                  float *raw) {}                   // expected-remark {{parameter 'raw' (float *) is other}}

// Only oxide kernels are classified.
__global__ void plain(unsigned n) {}
