// Rule "uniformity" and C2y's named loops (clang's -fnamed-loops): a named
// `break outer;` or `continue outer;` under a thread-varying condition
// leaves the loop it names, so a collective later in that loop is skipped by
// the threads that take it (a review, 2026-12-05: it was taken to leave the
// innermost loop only). Quiet: the same under a uniform condition. nvcc has
// no named loops: the clang path's own flag.
// RUN: %clang_cuda_plugin -Xclang -fnamed-loops -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -Xclang -fnamed-loops -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -fnamed-loops -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

[[oxide::kernel]]
__global__ void named_break(oxide::disjoint_slice<float> out, unsigned n) {
  float v = 1.0f;
outer:
  for (unsigned i = 0; i < n; ++i) {
    for (unsigned j = 0; j < 1u; ++j)
      if (threadIdx.x & 1u)
        break outer; // expected-error {{this break may be taken by some threads of the block and not others, and collective 'oxide::block::reduce_add' comes after it}}
    v = oxide::block::reduce_add(v);
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void named_continue(oxide::disjoint_slice<float> out, unsigned n) {
  float v = 1.0f;
rows:
  for (unsigned i = 0; i < n; ++i) {
    for (unsigned j = 0; j < 2u; ++j)
      if (threadIdx.x == j)
        continue rows; // expected-error {{this continue may be taken by some threads of the block and not others, and collective 'oxide::block::reduce_add' comes after it}}
    v = oxide::block::reduce_add(v);
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void quiet(oxide::disjoint_slice<float> out, unsigned n) {
  float v = 1.0f;
outer:
  for (unsigned i = 0; i < n; ++i) {
    for (unsigned j = 0; j < 2u; ++j)
      if (i == 3u)
        break outer;
    v = oxide::block::reduce_add(v);
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
