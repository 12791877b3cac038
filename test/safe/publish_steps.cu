// block_shared::publish_steps in safe code: a tiled GEMM's whole k-loop in
// one call (each thread's walks along its row of A and its column of B,
// published to its own cells, `steps` phases). It compiles with no unsafe,
// directly and through a helper, a template, a macro and an alias. The
// uniformity rule holds as for publish_own: steps that differ between
// threads (the thread's index, its walk's count, a helper's plain value),
// a call some threads skip (a branch, an early return), a tile picked per
// thread, a read function that runs a collective or keeps a view past its
// step, and one that returns a value are refused, as is naming the
// unchecked run it uses (oxide::detail::walk_run).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

using tile32 = oxide::block_shared<float, 32, 32>;
using row_band = oxide::row_view<const float>;
using col_band = oxide::col_view<const float>;
using walk = oxide::view_steps<const float>;

#define K_LOOP(s, k, w, acc) s.publish_steps(k, w, [&](const auto &t) { acc += t(0, threadIdx.x % 32); })

// This thread's walk along its row of a matrix k wide.
__device__ walk row_walk(oxide::slice<const float> a, unsigned k) {
  return oxide::matrix_view(a, k).row(blockIdx.y * 32 + threadIdx.y, k).value_or(row_band::empty()).steps<32>(threadIdx.x);
}

// A helper that runs the loop is a collective for its callers (its steps
// an oxide::uniform: a helper's plain unsigned is refused).
__device__ float k_loop(tile32 &s, walk &w, oxide::uniform<unsigned> k) {
  float acc = 0.0f;
  s.publish_steps(k.get(), w, [&](const auto &t) { acc += t(threadIdx.y % 32, 0); });
  return acc;
}

template <class T>
__device__ T k_loop_of(oxide::block_shared<T, 32, 32> &s, oxide::view_steps<const T> &w, oxide::uniform<unsigned> k) {
  T acc = T();
  s.publish_steps(k.get(), w, [&](const auto &t) { acc += t(0, 0); });
  return acc;
}

// The quiet shapes: every publish_steps is reached by the whole block with
// the same steps.
[[oxide::kernel]]
__global__ void gemm_steps(unsigned k, oxide::slice<const float> a, oxide::slice<const float> b,
                           oxide::disjoint_slice<float> out) {
  __shared__ tile32 as, bs;
  auto aw = row_walk(a, k);
  auto bw = oxide::matrix_view(b, 32).col(threadIdx.x, k).value_or(col_band::empty()).steps<32>(threadIdx.y);
  float acc = 0.0f;
  const unsigned steps = k / 32 + (k % 32 != 0);
  as.publish_steps(steps, aw, bs, bw, [&](const auto &at, const auto &bt) {
    for (unsigned i = 0; i < 32; ++i)
      acc += at(threadIdx.y % 32, i) * bt(i, threadIdx.x % 32);
  });
  acc += k_loop(as, aw, oxide::uniform<unsigned>(steps)) + k_loop_of(bs, bw, oxide::uniform<unsigned>(k / 32));
  K_LOOP(as, 2u, aw, acc);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

__device__ unsigned my_steps() { return threadIdx.x / 32; }

[[oxide::kernel]]
__global__ void steps_differ(unsigned k, oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  auto w = row_walk(a, k);
  float acc = 0.0f;
  K_LOOP(s, threadIdx.x, w, acc); // expected-error {{argument 'steps' of collective}}
  K_LOOP(s, w.left(), w, acc);    // expected-error {{argument 'steps' of collective}}
  K_LOOP(s, my_steps(), w, acc);  // expected-error {{argument 'steps' of collective}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void divergent(unsigned k, oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  auto w = row_walk(a, k);
  float acc = 0.0f;
  if (threadIdx.x < 16) // a thread-dependent branch
    K_LOOP(s, k, w, acc); // expected-error {{is not proven to be reached by every thread}}
  if (w.left() != 0) // the walk is each thread's own
    acc += k_loop(s, w, oxide::uniform<unsigned>(k)); // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void early_return(unsigned k, oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  auto w = row_walk(a, k);
  auto o = out.get_mut(oxide::thread::index_1d());
  if (!o)
    return; // expected-error {{this return may be taken by some threads of the block and not others}}
  *o = k_loop(s, w, oxide::uniform<unsigned>(k));
}

[[oxide::kernel]]
__global__ void picked_per_thread(unsigned k, oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 x, y;
  auto w = row_walk(a, k);
  float acc = 0.0f;
  K_LOOP((threadIdx.x & 1 ? x : y), k, w, acc); // expected-error {{is not known to be the same object in every thread}}
  x.publish_steps(k, w, threadIdx.x ? x : y, w, // expected-error {{is not known to be the same object in every thread}}
                  [](const auto &, const auto &) {});
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void read_misuse(unsigned k, oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  auto w = row_walk(a, k);
  float acc = 0.0f;
  s.publish_steps(k, w, [&](const auto &t) { oxide::block::sync(); acc += t(0, 0); }); // expected-error {{may only be called directly; here it is handed to 'oxide::block_shared<float, 32, 32>::publish_steps}}
  const tile32::view_type *kept = nullptr; // expected-error {{escapes its thread through a pointer}}
  s.publish_steps(k, w, [&](const auto &t) { kept = &t; }); // expected-error {{escapes its thread through taking its address}} expected-error {{outlives 't'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

// publish_steps' unchecked run is oxide's own: detail::walk_run would read a
// walk past its end with no test, so safe code cannot name it.
[[oxide::kernel]]
__global__ void run_by_hand(unsigned k, oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  auto w = row_walk(a, k);
  const float v = oxide::detail::walk_run::step(w); // expected-error 1+ {{is in oxide::detail}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v + oxide::detail::walk_run::last(w, 2u); // expected-error 1+ {{is in oxide::detail}}
}
