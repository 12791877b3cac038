// slice and disjoint_slice refuse what would break their promises: a
// read-only slice does not become writable, a disjoint_slice of const is
// meaningless, a slice is not built from a bare pointer outside
// from_raw_parts, and a non-space is not an index space.
// RUN: %clang_cuda -fsyntax-only --cuda-device-only -Xclang -verify \
// RUN:   -Xclang -verify-ignore-unexpected=note %s
#include <oxide/oxide.cuh>

__global__ void k(oxide::slice<const float> in, float *p) {
  oxide::slice<float> w = in;             // expected-error {{no viable conversion}}
  oxide::slice<float> raw(p, 4);          // expected-error {{calling a private constructor}}
  in[0] = 1.0f;                           // expected-error {{cannot assign to return value because function 'operator[]' returns a const value}}
}

oxide::disjoint_slice<const float> const_out;
// expected-error@oxide/disjoint.cuh:* {{disjoint_slice<const T> is meaningless: take read-only inputs as oxide::slice<const T>}}
oxide::disjoint_slice<float, int> bad_space;
// expected-error@oxide/disjoint.cuh:* {{disjoint_slice<T, Space>: Space must be an oxide index space (index1d, index2d<S>, warp1d, runtime_index2d, runtime_row_major_tiles<R, C>)}}
