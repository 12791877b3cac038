// oxide::block_shared in safe code: staging through publish compiles with no
// unsafe (one tile, two tiles, a loop, a helper, a template, __device__-only
// function objects); a publish some threads skip, a block_shared that no
// block shares, one reached through an array, a tile picked per thread (?:,
// a reference or pointer bound to a choice, a member of a local), a
// collective inside a fill or a read function, and a publish whose result
// (each thread's own read) decides a later publish are refused.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

#define STAGE(tile, src) tile.publish([&](unsigned i) { return src.get(i).value_or(0); }, [&](const auto &v) { return v[0]; })

using tile16 = oxide::block_shared<float, 16, 16, 1>;

// A helper that publishes is a collective for its callers.
__device__ float first_of(oxide::block_shared<int, 256> &s, oxide::slice<const int> in) {
  return s.publish([&](unsigned i) { return in.get(i).value_or(0); },
                   [&](const auto &v) { return float(v[0]); });
}

template <class T>
__device__ T last_of(oxide::block_shared<T, 64> &s, oxide::slice<const T> in) {
  return s.publish([&](unsigned i) { return in.get(i).value_or(T()); },
                   [&](const auto &v) { return v[63]; });
}

// The quiet shapes: every publish is reached by the whole block.
[[oxide::kernel]]
__global__ void quiet(unsigned k, oxide::slice<const int> in, oxide::slice<const float> f,
                      oxide::disjoint_slice<float> out) {
  __shared__ oxide::block_shared<int, 256> s;
  __shared__ tile16 a, b;
  __shared__ oxide::block_shared<float, 64> l;
  float acc = first_of(s, in);
  acc += last_of(l, f);
  acc += STAGE(s, in);
  for (unsigned t = 0; t < k; t += 16)
    a.publish([&](unsigned r, unsigned c) { return f.get(t + r * 16 + c).value_or(0.0f); }, b,
              [&](unsigned r, unsigned c) { return f.get(t + c * 16 + r).value_or(0.0f); },
              [&](const auto &x, const auto &y) {
                for (unsigned i = 0; i < 16; ++i)
                  acc += x(threadIdx.y % 16, i) * y(i, threadIdx.x % 16);
              });
  if (blockDim.x == 256) // uniform: blockDim
    acc += a.publish([&](unsigned r, unsigned c) { return float(r + c); },
                     [&](const auto &x) { return x(0, 0); });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void divergent(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> s;
  int v = 0;
  if (threadIdx.x < 128) // a thread-dependent branch
    v = s.publish([&](unsigned i) { return in.get(i).value_or(0); }, // expected-error {{is not proven to be reached by every thread}}
                  [&](const auto &t) { return t[0]; });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void early_return(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> s;
  auto o = out.get_mut(oxide::thread::index_1d());
  if (!o)
    return; // expected-error {{this return may be taken by some threads of the block and not others}}
  *o = s.publish([&](unsigned i) { return in.get(i).value_or(0); },
                 [&](const auto &t) { return t[0]; });
}

[[oxide::kernel]]
__global__ void varying_trip(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> s;
  int v = 0;
  for (unsigned i = 0; i < threadIdx.x; ++i) // a thread-dependent trip count
    v += STAGE(s, in); // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void through_helper(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> s;
  float v = 0;
  if (in.get(oxide::thread::index_1d().get()).value_or(0) > 0)
    v = first_of(s, in); // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = int(v);
}

[[oxide::kernel]]
__global__ void not_shared(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  oxide::block_shared<int, 256> mine; // expected-error {{is not declared __shared__}} expected-error {{safe code leaves 'mine' with no value}}
  static oxide::block_shared<int, 256> launch_wide; // expected-error {{is not declared __shared__}}
  const int v = STAGE(mine, in); // expected-error {{is not known to be the same object in every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

__device__ oxide::block_shared<int, 256> every_block;

[[oxide::kernel]]
__global__ void device_storage(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  const int v = STAGE(every_block, in); // expected-error {{safe code writes 'every_block'}} expected-error {{is not known to be the same object in every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void an_array(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> two[2];
  const int v = STAGE(two[threadIdx.x % 2], in); // expected-error {{safe code writes 'two'}} expected-error {{raw pointer arithmetic}} expected-error {{is not known to be the same object in every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void collective_in_fill(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> s;
  const int v = s.publish([&](unsigned i) { oxide::block::sync(); return in.get(i).value_or(0); }, // expected-error {{may only be called directly; here it is handed to 'oxide::block_shared<int, 256>::publish'}}
                          [&](const auto &t) { return t[0]; });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void collective_in_read(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> s;
  __shared__ oxide::block_shared<int, 256> s2;
  const int v = s.publish([&](unsigned i) { return in.get(i).value_or(0); },
                          [&](const auto &t) { return STAGE(s2, in) + t[0]; }); // expected-error {{may only be called directly; here it is handed to 'oxide::block_shared<int, 256>::publish'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// Function objects whose operator() is __device__ only.
struct stage_cell {
  __device__ float operator()(unsigned r, unsigned c) const { return float(r * c); }
};
struct read_cell {
  template <class V>
  __device__ float operator()(const V &t) const { return t(1, 1); }
};

[[oxide::kernel]]
__global__ void functors(oxide::disjoint_slice<float> out) {
  __shared__ oxide::block_shared<float, 16, 16> s;
  const float v = s.publish(stage_cell{}, read_cell{});
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// publish returns what each thread's read gave: not uniform.
[[oxide::kernel]]
__global__ void result_decides(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> s;
  const unsigned n = s.publish([&](unsigned i) { return in.get(i).value_or(0); },
                               [&](const auto &t) { return unsigned(t[threadIdx.x % 256]); });
  int v = 0;
  for (unsigned k = 0; k < n; ++k)
    v += STAGE(s, in); // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

struct holder {
  oxide::block_shared<int, 256> b;
};

[[oxide::kernel]]
__global__ void picked_per_thread(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::block_shared<int, 256> a, b;
  int v = (threadIdx.x & 1 ? a : b).publish([&](unsigned i) { return in.get(i).value_or(0); }, // expected-error {{is not known to be the same object in every thread}}
                                            [&](const auto &t) { return t[1]; });
  oxide::block_shared<int, 256> &r = threadIdx.x < 7 ? a : b;
  v += int(first_of(r, in)); // expected-error {{is not known to be the same object in every thread}}
  oxide::block_shared<int, 256> *p = threadIdx.x < 7 ? &a : &b;
  v += STAGE((*p), in); // expected-error {{is not known to be the same object in every thread}}
  holder local; // expected-error {{safe code leaves 'local' with no value}}
  v += STAGE(local.b, in); // expected-error {{is not known to be the same object in every thread}}
  __shared__ oxide::block_shared<float, 16, 16> x, y;
  v += int(x.publish([](unsigned, unsigned) { return 0.0f; }, threadIdx.x ? x : y, // expected-error {{is not known to be the same object in every thread}}
                     [](unsigned, unsigned) { return 0.0f; },
                     [](const auto &, const auto &) { return 0.0f; }));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// block_atomic: a block histogram flushed to an atomic_slice compiles with
// no unsafe; a tally some threads skip, one whose count runs a collective,
// and one that no block shares are refused.
[[oxide::kernel]]
__global__ void tallies(oxide::slice<const unsigned char> in, oxide::atomic_slice<unsigned> bins) {
  __shared__ oxide::block_atomic<unsigned, 256> hist;
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  hist.tally([&](const auto &h) {
               for (size_t i = oxide::thread::index_1d().get(); i < in.len(); i += stride)
                 h.fetch_add(in[i], 1u);
             },
             [&](unsigned i, unsigned n) { bins.fetch_add(i, n); });
  if (threadIdx.x < 32)
    hist.tally([&](const auto &h) { h.fetch_add(0, 1u); }, // expected-error {{is not proven to be reached by every thread}}
               [&](unsigned i, unsigned n) { bins.fetch_add(i, n); });
  hist.tally([&](const auto &h) { oxide::block::sync(); h.fetch_add(0, 1u); }, // expected-error {{may only be called directly}}
             [&](unsigned i, unsigned n) { bins.fetch_add(i, n); });
  oxide::block_atomic<unsigned, 256> mine; // expected-error {{is not declared __shared__}} expected-error {{safe code leaves 'mine' with no value}}
  mine.tally([&](const auto &h) { h.fetch_add(0, 1u); }, // expected-error {{is not known to be the same object in every thread}}
             [&](unsigned i, unsigned n) { bins.fetch_add(i, n); });
}

// A view or counters kept past their phase through a pointer: refused as a
// witness escape (they are witnesses: a local or a const& only).
[[oxide::kernel]]
__global__ void kept_past_the_phase(oxide::slice<const int> in, oxide::disjoint_slice<int> out,
                                    oxide::atomic_slice<unsigned> bins) {
  __shared__ oxide::block_shared<int, 256> s;
  const oxide::block_shared<int, 256>::view_type *p = nullptr; // expected-error {{escapes its thread through a pointer}}
  s.publish([&](unsigned i) { return in.get(i).value_or(0); },
            [&](const auto &t) { p = &t; }); // expected-error {{escapes its thread through taking its address}} expected-error {{outlives 't'}}
  __shared__ oxide::block_atomic<unsigned, 256> hist;
  const oxide::block_counters<unsigned, 256> *q = nullptr; // expected-error {{escapes its thread through a pointer}}
  hist.tally([&](const oxide::block_counters<unsigned, 256> &h) { q = &h; }, // expected-error {{escapes its thread through taking its address}} expected-error {{outlives 'h'}}
             [&](unsigned i, unsigned n) { bins.fetch_add(i, n); });
}
