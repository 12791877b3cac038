// grid_stride_runs<N>, thread::runs and the paired column walk in safe code:
// a grid-stride copy, a vector copy through as_vectors, a grid-stride read
// of an input (64- and 32-bit walks) and a row walk reading its input through the pair compile
// with no unsafe code. Refused: the walks' iterators by hand (directly, in
// a helper, through a macro), a run or a paired column kept in shared or
// __device__ memory or in a static, a witness of another space handed to
// the output, a collective inside a thread's own walk (its trip count
// differs between threads), and a tally_and_read some threads skip. Both
// paths: the plugin's host and device jobs, and oxide-rewrite.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

#include <cuda_runtime.h>

using runs1 = oxide::disjoint_slice<float, oxide::grid_stride_runs<1>>;
using runs4 = oxide::disjoint_slice<float, oxide::grid_stride_runs<4>>;

[[oxide::kernel]]
__global__ void copy(oxide::slice<const float> in, runs1 out) {
  for (auto r : oxide::thread::runs(out))
    r.front() = in.get(r.index()).value_or(0.0f);
}

[[oxide::kernel]]
__global__ void copy4(oxide::slice<const float> in, runs4 out) {
  for (auto r : oxide::thread::runs(out)) {
    if (auto v = r.as_vectors<float4>()) {
      v->at<0>().value() = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
    } else {
      for (size_t i = 0; i < r.len(); ++i)
        if (auto o = r.get(i))
          *o = in.get(r.index() + i).value_or(0.0f);
    }
  }
}

template <class T>
__device__ T sum_input(oxide::slice<const T> in) {
  T s = T();
  for (auto r : oxide::thread::runs<1>(in))
    s += r.front();
  return s;
}

// The 32-bit walk is the same witness: accepted, and its iterator by hand
// is refused like the 64-bit one's (below).
__device__ unsigned sum_input32(oxide::slice<const unsigned> in) {
  unsigned s = 0;
  for (auto r : oxide::thread::runs<1, std::uint32_t>(in))
    s += r.front();
  return s;
}

[[oxide::kernel]]
__global__ void sums(oxide::slice<const unsigned> in, oxide::atomic_slice<unsigned> total) {
  const unsigned s = sum_input(in) + sum_input32(in);
  total.fetch_add(0, s);
}

[[oxide::kernel]]
__global__ void paired(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::warp_row> out) {
  float s = 0.0f;
  for (auto c : oxide::thread::columns(out, in))
    s += c.in() + c.in_read_only();
  s = oxide::warp::reduce_add(s);
  for (auto c : oxide::thread::columns(out, in))
    *c = c.in_streaming() - s;
}

#define FIRST_OF(walk) (walk).begin()

__device__ void by_hand_helper(runs1 out) {
  auto walk = oxide::thread::runs(out);
  auto it = walk.begin(); // expected-error {{is a Tier-2 operation}}
  (void)it;
}

__device__ float *stash;
__device__ oxide::grid_run<float, 1> *kept_run; // expected-error {{witness 'kept_run' of type 'grid_run' escapes its thread through a pointer}}

[[oxide::kernel]]
__global__ void misuse(oxide::slice<const float> in, runs1 out,
                       oxide::disjoint_slice<float, oxide::block_row> rows) {
  auto walk = oxide::thread::runs(out);
  auto it = walk.begin(); // expected-error {{is a Tier-2 operation}}
  auto e = FIRST_OF(walk); // expected-error {{is a Tier-2 operation}}
  (void)it;
  (void)e;
  by_hand_helper(out);
  auto walk32 = oxide::thread::runs<1, std::uint32_t>(in);
  auto it32 = walk32.begin(); // expected-error {{is a Tier-2 operation}}
  (void)it32;
  auto pwalk = oxide::thread::columns(rows, in);
  auto pit = pwalk.end(); // expected-error {{is a Tier-2 operation}}
  (void)pit;
  for (auto r : oxide::thread::runs(out)) {
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
    stash = &r.front(); // expected-error {{safe code writes 'stash'}} expected-error {{safe code takes a writable pointer to an object it does not own}}
  }
  for (auto c : oxide::thread::columns(rows, in)) {
    static oxide::column<float, float> *saved = nullptr; // expected-error {{witness 'saved' of type 'column' escapes its thread through a pointer}}
    (void)saved; // expected-error {{safe code uses 'saved', a pointer in static storage}}
    *c = c.in();
  }
  (void)kept_run; // expected-error {{safe code uses 'kept_run', a pointer in static storage}}
}

// A witness of another space does not open the output: it does not compile.
[[oxide::kernel]]
__global__ void wrong_space(runs1 out) {
  (void)out.get_mut(oxide::thread::index_1d()); // expected-error {{no matching member function}}
}

[[oxide::kernel]]
__global__ void divergent_tally(oxide::slice<const unsigned> in, oxide::atomic_slice<unsigned> bins) {
  __shared__ oxide::block_atomic<unsigned, 256> hist;
  if (threadIdx.x < 32)
    hist.tally_and_read( // expected-error {{collective 'oxide::block_atomic<unsigned int, 256>::tally_and_read' is not proven to be reached by every thread of the block}}
        [&](const auto &h) {
          for (auto w : oxide::thread::runs<1>(in))
            h.fetch_add(w.front() & 255u, 1u);
        },
        [&](const auto &v) { bins.fetch_add(threadIdx.x, v[threadIdx.x]); });
}
