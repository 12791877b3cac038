// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A view as a kernel parameter: the host builds it over the output buffer,
// the launcher's overlap check never sees it, and every thread reads what
// the others write.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void mv(oxide::matrix_view<const float> m, oxide::disjoint_slice<float> out) { // expected-error {{holds an oxide view or reference}}
  float v = 0.0f;
  if (auto r = m.row(0, 1))
    for (float x : *r)
      v += x;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
