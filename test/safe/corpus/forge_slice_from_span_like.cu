// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// slice is made only from cuda::std::span, not from any class shaped like
// one (element_type, extent, data(), size()): a user's own class that
// claims 64 elements of a 2-element local does not make one.
#include <oxide/oxide.cuh>
struct my_view {
  using element_type = const float;
  static constexpr unsigned long extent = ~0ul;
  const float *p;
  unsigned long n;
  __device__ const float *data() const { return p; }
  __device__ unsigned long size() const { return n; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void sp(oxide::disjoint_slice<float> out) {
  const my_view m{nullptr, 64};
  oxide::slice<const float> v(m); // expected-error {{no matching constructor}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v[40];
}
