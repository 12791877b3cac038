// Rule "uniformity" against a fifth review's attacks (2026-12-05; each once
// passed every check):
//   - a `mutable` member of a value counted as block-uniform (a collective's
//     result), set per thread by a const member function or through a
//     const& parameter: a const use counted as a read, so the member stayed
//     "uniform". Every use of an object that holds a mutable member (itself,
//     a base's, a member's) now counts as a write;
//   - a named `break outer;` (C2y's named loops, clang's -fnamed-loops) was
//     taken to leave the innermost loop only (uniformity_named_loops.cu).
// Each has a quiet twin with no mutable member. Both paths.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

struct with_mutable {
  mutable unsigned m;
  __device__ void touch() const { m = threadIdx.x; }
};
struct holds_one {
  with_mutable inner;
  unsigned n;
};
struct derived_one : with_mutable {};
struct plain {
  unsigned m;
  __device__ unsigned get() const { return m; }
};

__device__ void set_through(const holds_one &h) { h.inner.m = threadIdx.x; }

[[oxide::kernel]]
__global__ void const_method(oxide::disjoint_slice<float> out) {
  with_mutable s = oxide::block::broadcast(with_mutable{0u}, 0u);
  s.touch();
  float v = 1.0f;
  if (s.m < 16u)
    v = oxide::block::reduce_add(v); // expected-error {{collective 'oxide::block::reduce_add' is not proven to be reached by every thread of the block}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void const_reference(oxide::disjoint_slice<float> out) {
  holds_one h = oxide::block::broadcast(holds_one{{0u}, 0u}, 0u);
  set_through(h);
  float v = 1.0f;
  if (h.inner.m < 16u)
    v = oxide::block::reduce_add(v); // expected-error {{collective 'oxide::block::reduce_add' is not proven to be reached by every thread of the block}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void through_base(oxide::disjoint_slice<float> out) {
  derived_one d = oxide::block::broadcast(derived_one{}, 0u);
  d.touch();
  float v = 1.0f;
  if (d.m < 16u)
    v = oxide::block::reduce_add(v); // expected-error {{collective 'oxide::block::reduce_add' is not proven to be reached by every thread of the block}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void quiet(oxide::disjoint_slice<float> out) {
  plain p = oxide::block::broadcast(plain{7u}, 0u);
  float v = 1.0f;
  if (p.m < 16u)
    v = oxide::block::reduce_add(v);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
