// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A user's class named `slice`, shaped like a span, in another namespace:
// not oxide's slice, and not a span, so no slice is made from it (review
// round 5: the plugin exempted any class named slice).
#include <oxide/oxide.cuh>
namespace my {
struct slice {
  using element_type = const float;
  static constexpr unsigned long extent = ~0ul;
  const float *p;
  unsigned long n;
  __device__ const float *data() const { return p; }
  __device__ unsigned long size() const { return n; }
};
} // namespace my
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void sp(oxide::disjoint_slice<float> out) {
  float loc[2] = {1.0f, 2.0f};
  const my::slice m{loc, 64};
  oxide::slice<const float> v(m); // expected-error {{no matching constructor}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v[40];
}
