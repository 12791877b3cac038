// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::optional<closure>(l) copies the closure, so the captured noisy's copy constructor runs __syncthreads() under a divergent branch, and that body is never checked: the inherited constructors in optional hide the call, and a closure handed to libcu++ is not searched for the members of its captures.
#include <oxide/oxide.cuh>
#include <cuda/std/optional>
struct noisy {
  int v;
  __device__ explicit noisy(int x) : v(x) {}
  __device__ noisy(const noisy &o) : v(o.v) {
    __syncthreads(); // expected-error {{is a Tier-2 operation}}
  }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void optional_closure(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  auto l = [n = noisy(5)] { return n.v; };
  if (threadIdx.x < 64) {
    cuda::std::optional<decltype(l)> o2(l);
    if (auto o = out.get_mut(oxide::thread::index_1d()))
      *o = static_cast<float>((*o2)()); // expected-error {{reads an optional or expected through}}
  }
}
