// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A witness read from a kernel parameter is whatever bytes the host wrote:
// `slice<const thread_index<index1d>>` filled by a cudaMemset gave every
// thread of the grid the witness of element 0, and every thread wrote it.
// A witness at any depth of a parameter is refused: a slice's element, a
// struct's member, an array, an oxide type's template argument.
#include <oxide/oxide.cuh>
using W = oxide::thread_index<oxide::index1d>;
struct holder {
  unsigned n;
  W w[2]; // expected-error {{escapes its thread through a class member}}
};

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void from_slice(oxide::slice<const W> w, // expected-error {{parameter 'w' of kernel 'from_slice' holds an oxide witness}}
                           oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(w[0]))
    *o = float(threadIdx.x);
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void from_struct(oxide::slice<const holder> h, // expected-error {{holds an oxide witness}}
                            oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(h[0].w[1]))
    *o = float(h[0].n);
}
