// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// 'auto [x, y] = p;' uses the tuple protocol and calls the OXIDE_UNSAFE_FN get<I> (a barrier) twice, implicitly, under a divergent branch with no unsafe block: the calls sit in the bindings' implicit holding variables.
#include <oxide/oxide.cuh>
#include <cuda/std/cstddef>
namespace std {
template <class T> struct tuple_size;
template <cuda::std::size_t I, class T> struct tuple_element;
} // namespace std
struct two {
  int a, b;
};
// SAFETY: every thread of the block reads together.
template <cuda::std::size_t I> OXIDE_UNSAFE_FN __device__ int get(const two &p) {
  oxide::sync_threads();
  return I ? p.b : p.a;
}
template <> struct std::tuple_size<two> {
  static constexpr cuda::std::size_t value = 2;
};
template <cuda::std::size_t I> struct std::tuple_element<I, two> {
  using type = int;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void binding_get(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const two p{static_cast<int>(threadIdx.x), 1};
  if (threadIdx.x < 64) {
    auto [x, y] = p; // expected-error 2 {{is unsafe}}
    if (auto o = out.get_mut(oxide::thread::index_1d()))
      *o = static_cast<float>(x + y);
  }
}
