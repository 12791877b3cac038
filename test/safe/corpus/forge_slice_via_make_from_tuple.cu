// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A class shaped like a span that holds no pointer (data() returns a
// global), made into a slice inside libcu++ (make_from_tuple), where no
// check looks: slice is made only from cuda::std::span, so this does not
// compile (review round 5).
#include <oxide/oxide.cuh>
#include <cuda/std/tuple>
__device__ const float g[2] = {1, 2};
struct my_view {
  using element_type = const float;
  static constexpr unsigned long extent = ~0ul;
  unsigned long n;
  __host__ __device__ const float *data() const { return g; }
  __host__ __device__ unsigned long size() const { return n; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void sp(oxide::disjoint_slice<float> out) {
  oxide::slice<const float> v = cuda::std::make_from_tuple<oxide::slice<const float>>(cuda::std::tuple<my_view>(my_view{64}));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v[40];
}
// expected-error@* 1+ {{no matching conversion for functional-style cast}}
