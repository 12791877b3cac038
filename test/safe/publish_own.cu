// block_shared::publish_own and view_steps in safe code: a tiled GEMM's
// k-loop (each thread's walk along its row of A and its column of B, its
// value published to its own cell) compiles with no unsafe, through a
// helper, a template and a macro too. The uniformity rule holds for
// publish_own as for publish: one some threads skip (a branch, an early
// return, a loop whose trip count is the thread's own walk), one on a tile
// picked per thread, one whose read function runs a collective, and one
// whose result (each thread's own) decides a later one are refused.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

using tile32 = oxide::block_shared<float, 32, 32>;
using row_band = oxide::row_view<const float>;
using col_band = oxide::col_view<const float>;

#define STEP(s, w) s.publish_own(w.next_or(0.0f), [&](const auto &t) { return t(0, 0); })

// A helper that publishes its thread's value is a collective for its callers.
__device__ float own_step(tile32 &s, oxide::view_steps<const float> &w) {
  return s.publish_own(w.next_or(0.0f), [&](const auto &t) { return t(threadIdx.y % 32, 0); });
}

// This thread's walk along its row of a 32 x 32 matrix.
__device__ oxide::view_steps<const float> walk_of(oxide::slice<const float> a) {
  return oxide::matrix_view(a, 32).row(threadIdx.y, 32).value_or(row_band::empty()).steps<32>(threadIdx.x);
}

template <class T>
__device__ T own_step_of(oxide::block_shared<T, 64> &s, T v) {
  return s.publish_own(v, [&](const auto &t) { return t[63]; });
}

// The quiet shapes: every publish_own is reached by the whole block.
[[oxide::kernel]]
__global__ void gemm_steps(unsigned k, oxide::slice<const float> a, oxide::slice<const float> b,
                           oxide::disjoint_slice<float> out) {
  __shared__ tile32 as, bs;
  __shared__ oxide::block_shared<float, 64> l;
  const auto a_rows = oxide::matrix_view(a, k), b_rows = oxide::matrix_view(b, 32);
  auto aw = a_rows.row(blockIdx.y * 32 + threadIdx.y, k).value_or(row_band::empty()).steps<32>(threadIdx.x);
  auto bw = b_rows.col(threadIdx.x, k).value_or(col_band::empty()).steps<32>(threadIdx.y);
  float acc = 0.0f;
  for (unsigned t = 0; t < k; t += 32) {
    const float av = aw.next_or(0.0f), bv = bw.next_or(0.0f);
    acc += as.publish_own(av, bs, bv, [&](const auto &at, const auto &bt) {
      float s = 0.0f;
      for (unsigned i = 0; i < 32; ++i)
        s += at(threadIdx.y % 32, i) * bt(i, threadIdx.x % 32);
      return s;
    });
  }
  acc += own_step(as, aw) + STEP(bs, bw) + own_step_of(l, acc);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void divergent(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  auto w = walk_of(a);
  float v = 0.0f;
  if (threadIdx.x < 16) // a thread-dependent branch
    v = s.publish_own(w.next_or(0.0f), [&](const auto &t) { return t(0, 1); }); // expected-error {{is not proven to be reached by every thread}}
  if (w.left() != 0) // the walk is each thread's own
    v += own_step(s, w); // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void early_return(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  auto w = walk_of(a);
  auto o = out.get_mut(oxide::thread::index_1d());
  if (!o)
    return; // expected-error {{this return may be taken by some threads of the block and not others}}
  *o = STEP(s, w);
}

[[oxide::kernel]]
__global__ void walk_decides_trip(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  auto w = walk_of(a);
  float v = 0.0f;
  while (w.left() != 0) // a thread-dependent trip count: each thread's walk
    v += STEP(s, w); // expected-error {{is not proven to be reached by every thread}}
  for (unsigned i = 0; i < threadIdx.x; ++i) // a thread-dependent trip count
    v += own_step(s, w); // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// publish_own returns what each thread's read gave: not uniform.
[[oxide::kernel]]
__global__ void result_decides(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  auto w = walk_of(a);
  const unsigned n = unsigned(s.publish_own(1.0f, [&](const auto &t) { return t(threadIdx.x % 32, 0); }));
  float v = 0.0f;
  for (unsigned k = 0; k < n; ++k)
    v += STEP(s, w); // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void picked_per_thread(oxide::disjoint_slice<float> out) {
  __shared__ tile32 x, y;
  float v = (threadIdx.x & 1 ? x : y).publish_own(1.0f, [&](const auto &t) { return t(0, 0); }); // expected-error {{is not known to be the same object in every thread}}
  v += x.publish_own(1.0f, threadIdx.x ? x : y, 2.0f, // expected-error {{is not known to be the same object in every thread}}
                     [](const auto &, const auto &) { return 0.0f; });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void collective_in_read(oxide::disjoint_slice<float> out) {
  __shared__ tile32 s;
  const float v = s.publish_own(1.0f, [&](const auto &t) { oxide::block::sync(); return t(0, 0); }); // expected-error {{may only be called directly; here it is handed to 'oxide::block_shared<float, 32, 32>::publish_own'}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
