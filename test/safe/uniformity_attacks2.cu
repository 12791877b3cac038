// Rules "uniformity", "static storage" and "witness escape" against a second
// review's attacks (2026-12-03; each once passed every check):
//   - an oxide::uniform chosen by a thread-varying condition: returned from a
//     branch of a helper, a lambda, a generic lambda, a template or a
//     recursion, picked by a loop counter that stops at a varying point, or
//     picked by `?:` (into a local, or straight into a uniform parameter);
//   - a constexpr object (local or global) whose mutable member a const
//     method writes with threadIdx, then read as uniform;
//   - a const method writing a mutable member of a __device__ or __shared__
//     object (one object for every thread: a race); any const method of a
//     type with a mutable member counts as a write there;
//   - a collective in a lambda's init-capture, under a varying branch;
//   - a return before a collective inside one macro expansion, also with
//     the macro's arguments reordered;
//   - a read phase's view or a tally's counters kept through an array of
//     pointers past their phase.
// Each is refused; the same shapes with uniform conditions compile. Both
// paths: the plugin's host and device jobs, and oxide-rewrite.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

// --- a uniform chosen by a varying condition -------------------------------

__device__ oxide::uniform<unsigned> choose(bool c) {
  if (c)
    return 1u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
  return 2u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
}

__device__ oxide::uniform<unsigned> launder(unsigned t) {
  for (unsigned i = 0; i < 4096u; ++i)
    if (i == t)
      return i; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
  return 0u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
}

template <class T>
__device__ oxide::uniform<unsigned> by_switch(T t) {
  switch (t) {
  case 0:
    return 1u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
  default:
    return 2u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
  }
}

__device__ oxide::uniform<unsigned> depth(unsigned t) {
  if (t == 0)
    return 0u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
  return depth(t - 1); // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
}

template <class T>
__device__ oxide::uniform<unsigned> pick(T c) {
  return c ? oxide::uniform<unsigned>(1u) : oxide::uniform<unsigned>(2u); // expected-error {{oxide::uniform chosen by a condition that may differ between threads}}
}

__device__ float sum_if(oxide::uniform<unsigned> k, float v) {
  if (k > 2u)
    return oxide::block::reduce_add(v);
  return v;
}

// Uniform conditions: accepted.
__device__ oxide::uniform<unsigned> choose_uniform(oxide::uniform<bool> c) {
  if (c)
    return 1u;
  return 2u;
}

[[oxide::kernel]]
__global__ void laundering(oxide::disjoint_slice<float> out, bool flag) {
  if (choose(threadIdx.x < 16) == 1u)
    oxide::block::sync();
  if (launder(threadIdx.x) < 16u)
    oxide::block::sync();
  if (by_switch(threadIdx.x) == 1u)
    oxide::block::sync();
  if (depth(threadIdx.x) == 0u)
    oxide::block::sync();
  if (pick(threadIdx.x < 16) == 1u)
    oxide::block::sync();
  auto lambda = [](bool c) -> oxide::uniform<unsigned> {
    if (c)
      return 1u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
    return 2u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
  };
  if (lambda(threadIdx.x < 16) == 1u)
    oxide::block::sync();
  auto generic = [](auto c) -> oxide::uniform<unsigned> {
    if (c)
      return 1u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
    return 2u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
  };
  if (generic(threadIdx.x < 16) == 1u)
    oxide::block::sync();
  const oxide::uniform<unsigned> u = threadIdx.x < 16 ? oxide::uniform<unsigned>(1u) // expected-error {{oxide::uniform chosen by a condition that may differ between threads}}
                                                      : oxide::uniform<unsigned>(2u);
  if (u == 1u)
    oxide::block::sync();
  const float s = sum_if(threadIdx.x < 16 ? oxide::uniform<unsigned>(0u) // expected-error {{oxide::uniform chosen by a condition that may differ between threads}}
                                          : oxide::uniform<unsigned>(5u),
                         1.0f);
  // The same with conditions every thread shares.
  if (choose_uniform(oxide::uniform<bool>(flag)) == 1u)
    oxide::block::sync();
  const oxide::uniform<unsigned> a(3u), b(4u);
  const auto v = flag ? a : b;
  if (v == 3u)
    oxide::block::sync();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s;
}

// A varying `continue` before the return, a struct holding a uniform picked
// by `?:`, a reference bound to a choice: refused too.
__device__ oxide::uniform<unsigned> first_other(unsigned t) {
  for (unsigned i = 0; i < 10; ++i) {
    if (i == t)
      continue;
    return i; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
  }
  return 0u; // expected-error {{this return gives an oxide::uniform, but some threads may return here and others elsewhere}}
}

struct holds_uniform {
  oxide::uniform<unsigned> u;
};

[[oxide::kernel]]
__global__ void laundering_more(oxide::disjoint_slice<float> out) {
  const oxide::uniform<unsigned> a(1u), b(2u);
  if (first_other(threadIdx.x) == 1u)
    oxide::block::sync();
  const holds_uniform h = threadIdx.x < 16 ? holds_uniform{a} : holds_uniform{b};
  if (h.u == 1u)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  const oxide::uniform<unsigned> &r = threadIdx.x < 16 ? a : b; // expected-error {{oxide::uniform chosen by a condition that may differ between threads}}
  if (r == 1u)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
}

// --- mutable members --------------------------------------------------------

struct box {
  mutable unsigned v;
  __device__ void set() const { v = threadIdx.x; }
  __device__ void set_to(unsigned x) const { v = x; }
  __device__ unsigned get() const { return v; }
};

__device__ box g_box;
__device__ const box g_const_box{0u};

[[oxide::kernel]]
__global__ void mutables(oxide::disjoint_slice<unsigned> out) {
  constexpr box c{0u};
  c.set();
  if (c.v < 16u)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  g_box.set_to(threadIdx.x); // expected-error {{safe code writes 'g_box'}}
  g_const_box.set_to(threadIdx.x); // expected-error {{safe code writes 'g_const_box'}}
  __shared__ box s_box;
  s_box.set_to(threadIdx.x); // expected-error {{safe code writes 's_box'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = g_box.get(); // expected-error {{safe code writes 'g_box'}}
}

// --- a collective in an init-capture ----------------------------------------

__device__ int do_sync() {
  oxide::block::sync();
  return 0;
}

[[oxide::kernel]]
__global__ void init_captures(oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 16) {
    auto f = [s = oxide::block::reduce_add(1.0f)] { return s; }; // expected-error {{collective 'oxide::block::reduce_add' is not proven to be reached by every thread of the block}}
    (void)f();
  }
  if (threadIdx.x < 16)
    [x = do_sync()] { (void)x; }(); // expected-error {{collective 'do_sync' is not proven to be reached by every thread of the block}}
  // Made where every thread is: accepted.
  auto g = [s = oxide::block::reduce_add(1.0f)] { return s; };
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = g();
}

// --- a return and a collective in one macro ---------------------------------

#define LEAVE_THEN_SYNC                                                                            \
  if (threadIdx.x < 16)                                                                            \
    return;                                                                                        \
  oxide::block::sync();
#define SECOND_FIRST(a, b) b; a;

[[oxide::kernel]]
__global__ void macro_exit(oxide::disjoint_slice<float> out) {
  LEAVE_THEN_SYNC // expected-error {{this return may be taken by some threads of the block and not others}}
}

[[oxide::kernel]]
__global__ void macro_reordered(oxide::disjoint_slice<float> out) {
  SECOND_FIRST(oxide::block::sync(), if (threadIdx.x < 16) return) // expected-error {{this return may be taken by some threads of the block and not others}}
}

// --- a phase's view or counters kept past the phase -------------------------

using view_t = oxide::shared_view<float, 64, 0, 1>;
using counters_t = oxide::block_counters<unsigned, 256>;

[[oxide::kernel]]
__global__ void kept_views(oxide::disjoint_slice<float> out, oxide::slice<const float> in,
                           oxide::atomic_slice<unsigned> bins) {
  __shared__ oxide::block_shared<float, 64> tile;
  const view_t *keep[1] = {nullptr}; // expected-error {{witness 'keep' of type 'shared_view' escapes its thread through a pointer}}
  tile.publish([&](unsigned i) { return in.get(i).value_or(0.0f); },
               [&](const auto &t) { keep[0] = &t; }); // expected-error {{a witness of type 'shared_view' escapes its thread through taking its address}} expected-error {{outlives 't'}}
  __shared__ oxide::block_atomic<unsigned, 256> hist;
  const counters_t *kept[1] = {nullptr}; // expected-error {{witness 'kept' of type 'block_counters' escapes its thread through a pointer}}
  hist.tally([&](const auto &h) { kept[0] = &h; }, // expected-error {{a witness of type 'block_counters' escapes its thread through taking its address}} expected-error {{outlives 'h'}}
             [&](unsigned i, unsigned n) { bins.fetch_add(i, n); });
}
