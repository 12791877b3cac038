// Rules "uniformity", "tier 2" and the safe context against a third
// review's attacks (2026-12-04; each once passed every check):
//   - std::min / std::max of a class (the user's operator<) or with a
//     comparator: the library runs user code that may read threadIdx, so
//     the result is not uniform (of arithmetic values it still is);
//   - a structured binding of a tuple-like class, whose hidden get<I>()
//     runs a collective, under a varying branch (the binding's hidden
//     initialisers were never walked); one under a uniform branch is
//     refused too (not recognised yet: deny by default);
//   - __match32_any_sync, __match64_all_sync: every global `__..._sync`
//     intrinsic is a warp collective and Tier 2, not only a listed few;
//   - a helper called only from a non-generic lambda's body: the call graph
//     never walked lambda bodies, so the helper's Tier-2 call and pointer
//     arithmetic were never checked.
// Both paths: the plugin's host and device jobs, and oxide-rewrite.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>
#include <cuda/std/utility>
#include <utility>

// --- std::min / std::max running the user's code -----------------------------

struct level {
  unsigned v;
  __device__ bool operator<(const level &o) const { return threadIdx.x < 16u ? v < o.v : o.v < v; }
};
struct by_thread {
  __device__ bool operator()(unsigned a, unsigned b) const { return threadIdx.x % 2u ? a < b : b < a; }
};

[[oxide::kernel]]
__global__ void min_of_classes(oxide::disjoint_slice<float> out, level a, level b, unsigned n,
                               unsigned m, by_thread cmp) {
  if (std::min(a, b).v > 4u)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  if (std::max(n, m, cmp) > 4u)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  if (std::min(n, m) > 4u) // arithmetic: uniform
    oxide::block::sync();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

// --- a structured binding's hidden get<I>() ------------------------------------

struct pair_like {
  unsigned a;
  template <std::size_t I> __device__ unsigned get() const {
    oxide::block::sync();
    return a;
  }
};
template <> struct std::tuple_size<pair_like> : std::integral_constant<std::size_t, 1> {};
template <> struct std::tuple_element<0, pair_like> { using type = unsigned; };

[[oxide::kernel]]
__global__ void bound_in_branch(oxide::disjoint_slice<float> out, unsigned n) {
  pair_like p{n};
  if (threadIdx.x < 128u) {
    auto [x] = p; // expected-error {{collective 'pair_like::get' is not proven to be reached by every thread of the block}}
    (void)x;
  }
  if (n > 4u) { // uniform, but refused: not recognised yet
    auto [y] = p; // expected-error {{collective 'pair_like::get' is not proven to be reached by every thread of the block}}
    (void)y;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

// --- lane-mask intrinsics off the old list ------------------------------------

[[oxide::kernel]]
__global__ void match_width(oxide::disjoint_slice<float> out) {
  unsigned m = 0;
  if (threadIdx.x < 16u)
    m = __match32_any_sync(0xffffffffu, 1u); // expected-error {{'__match32_any_sync' is a Tier-2 operation}}
  if (threadIdx.x < 8u)
    m += __match64_all_sync(0xffffffffu, 1ull, nullptr); // expected-error {{'__match64_all_sync' is a Tier-2 operation}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = float(m);
}

// --- a helper called only from a lambda's body ---------------------------------

__device__ unsigned peers(unsigned v) {
  return __match64_any_sync(0xffffffffu, (unsigned long long)v); // expected-error {{'__match64_any_sync' is a Tier-2 operation}}
}
__device__ float peek(const float *p, unsigned i) {
  return p[i]; // expected-error {{raw pointer arithmetic in safe code}}
}

[[oxide::kernel]]
__global__ void helper_in_lambda(oxide::disjoint_slice<float> out, oxide::slice<const float> in) {
  auto f = [](unsigned v) { return peers(v); };
  auto g = [&](unsigned i) { return peek(&*in.get(0), i); };
  const float v = float(f(threadIdx.x)) + g(threadIdx.x * 4096u);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
