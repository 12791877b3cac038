// Rule "uniformity" against attacks found by review (each once passed every
// check): a counter stepped by a varying amount through a comma or a cast, a
// special-register builtin, a self-initialised local, user copy
// constructors, a uniform from a block collective or made by library code,
// collectives run by a default member initialiser, an implicit constructor,
// a base's constructor, a range-for's hidden begin(), and collectives handed
// to library code through a base class, a free or friend operator, or a
// lambda's function pointer. Each is refused.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

#include <cuda/std/functional>
#include <cuda/std/optional>
#include <cuda/std/tuple>

__device__ float sum_if(oxide::uniform<unsigned> k, float v) {
  if (k > 2u)
    return oxide::block::reduce_add(v);
  return v;
}

[[oxide::kernel]]
__global__ void counters(oxide::disjoint_slice<float> out, unsigned n) {
  for (unsigned i = 0; i < n; ++i, i += threadIdx.x)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  for (unsigned i = 0; i < n; (void)(i += threadIdx.x + 1))
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  const unsigned k = k; // expected-error {{safe code leaves 'k' with no value}}
  if (k < 3)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  if (__nvvm_read_ptx_sreg_tid_x() < 3)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  float v = oxide::warp::broadcast(1.0f, __nvvm_read_ptx_sreg_laneid()); // expected-error {{argument 'lane' of collective 'oxide::warp::broadcast' must be the same in every thread of the warp}}
  oxide::uniform<unsigned> u = __nvvm_read_ptx_sreg_tid_x(); // expected-error {{oxide::uniform made from a value that may differ between threads}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v + float(u);
}

struct copies_thread {
  unsigned v;
  __device__ constexpr copies_thread(unsigned x) : v(x) {}
  __device__ copies_thread(const copies_thread &) : v(threadIdx.x) {}
};
struct writes_source {
  unsigned v;
  __device__ constexpr writes_source(unsigned x) : v(x) {}
  writes_source(const writes_source &) = default;
  __device__ writes_source(writes_source &o) : v(o.v) { o.v = threadIdx.x; }
};

[[oxide::kernel]]
__global__ void copies(oxide::disjoint_slice<float> out, unsigned n) {
  constexpr copies_thread c(5);
  const copies_thread s = c;
  if (s.v < 3)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  constexpr writes_source w(5);
  writes_source a = w;
  writes_source b = a;
  if (a.v < 3)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  oxide::uniform<unsigned> r = oxide::block::reduce_max(blockIdx.x); // expected-error {{oxide::uniform made from a value that may differ between threads}}
  oxide::uniform<unsigned> q = oxide::block::broadcast(blockIdx.x, 0); // expected-error {{oxide::uniform made from a value that may differ between threads}}
  const unsigned t = threadIdx.x;
  cuda::std::optional<oxide::uniform<unsigned>> opt(cuda::std::in_place, t); // expected-error {{oxide::uniform made or held by library code ('cuda::std::optional<oxide::uniform<unsigned int>>::optional')}}
  float v = sum_if(opt.value_or(0u), 1.0f); // expected-error {{oxide::uniform made or held by library code ('cuda::std::optional<oxide::uniform<unsigned int>>::value_or')}}
  v += sum_if(cuda::std::make_from_tuple<oxide::uniform<unsigned>>(cuda::std::make_tuple(t)), 1.0f); // expected-error {{oxide::uniform made or held by library code ('cuda::std::make_from_tuple')}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v + float(b.v + r + q);
}

struct default_reduces {
  float v = oxide::block::reduce_add(1.0f);
};
struct member_reduces {
  float v;
  __device__ member_reduces() { v = oxide::block::reduce_add(1.0f); } // expected-error {{safe code leaves 'v' with no value}}
};
struct holds_member {
  member_reduces m;
  int x = 0;
};
struct derived : member_reduces {
  __device__ derived() {}
};
struct copy_reduces {
  float v = 0;
  __device__ copy_reduces() {}
  __device__ copy_reduces(const copy_reduces &o) { v = oxide::block::reduce_add(o.v); }
};
struct holds_copy {
  copy_reduces m;
};
struct iter {
  int i;
  __device__ int operator*() const { return i; }
  __device__ iter &operator++() { return ++i, *this; }
  __device__ bool operator!=(const iter &o) const { return i != o.i; }
};
struct syncing_range {
  __device__ iter begin() const {
    oxide::block::sync();
    return iter{0};
  }
  __device__ iter end() const { return iter{0}; }
};

[[oxide::kernel]]
__global__ void hidden(oxide::disjoint_slice<float> out, unsigned n) {
  float v = 0;
  holds_copy a;
  if (threadIdx.x < 3) {
    default_reduces s{}; // expected-error {{collective 'oxide::block::reduce_add' is not proven to be reached by every thread of the block}}
    holds_member h; // expected-error {{collective 'holds_member::holds_member' is not proven to be reached by every thread of the block}}
    derived d; // expected-error {{collective 'derived::derived' is not proven to be reached by every thread of the block}}
    holds_copy b = a; // expected-error {{collective 'holds_copy::holds_copy' is not proven to be reached by every thread of the block}}
    for (int x : syncing_range{}) // expected-error {{collective 'syncing_range::begin' is not proven to be reached by every thread of the block}}
      v += float(x);
    v += s.v + h.m.v + d.v + b.m.v;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

struct base_op {
  __device__ void operator()() const { oxide::block::sync(); }
};
struct derived_op : base_op {};
struct compared {
  float v;
};
__device__ bool operator<(const compared &a, const compared &b) {
  return oxide::block::reduce_add(a.v) < b.v;
}
struct befriended {
  float v;
  friend __device__ bool operator<(const befriended &a, const befriended &b) {
    return oxide::block::reduce_add(a.v) < b.v;
  }
};

[[oxide::kernel]]
__global__ void handed(oxide::disjoint_slice<float> out, unsigned n) {
  float v = 0;
  cuda::std::invoke(derived_op{}); // expected-error {{a function that runs a collective may only be called directly; here it is handed to 'cuda::std::invoke'}}
  compared a{1}, b{2};
  v += cuda::std::max(a, b).v; // expected-error {{a function that runs a collective may only be called directly; here it is run by 'cuda::std::max'}}
  befriended c{1}, d{2};
  v += float(cuda::std::less<befriended>{}(c, d)); // expected-error {{a function that runs a collective may only be called directly; here it is run by 'cuda::std::less<befriended>::operator()'}}
  auto l = [] { oxide::block::sync(); };
  cuda::std::invoke(+l); // expected-error {{a function that runs a collective may only be called directly; here it becomes a function pointer to 'lambda'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// A variable captured by reference is uniform only while no lambda writes
// it: the write inside the body (or a nested lambda's) is a write of the
// variable. A by-reference capture that only reads stays uniform.
[[oxide::kernel]]
__global__ void captured(unsigned m, oxide::disjoint_slice<int> out) {
  unsigned n = m;
  auto f = [&] { n = threadIdx.x; };
  f();
  if (n > 2)
    oxide::block::sync(); // expected-error {{is not proven to be reached by every thread}}
  unsigned q = m;
  auto g = [&] { auto h = [&] { q += threadIdx.x; }; h(); };
  g();
  for (unsigned i = 0; i < q; ++i)
    oxide::block::sync(); // expected-error {{is not proven to be reached by every thread}}
  unsigned z = m;
  auto w = [&z] { return z; };
  if (w() > 3) // a call's result: not known to be uniform
    oxide::block::sync(); // expected-error {{is not proven to be reached by every thread}}
  if (z > 3) // read by reference only: still m
    oxide::block::sync();
}
