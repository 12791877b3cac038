// oxide::block_double_buffer in safe code: a double-buffered k-loop
// (pipeline) compiles with no unsafe: one tile, two tiles, row and column
// groups, through a helper, a template, a macro and an alias. Refused: a
// pipeline some threads skip (a branch, an early return, a loop whose trip
// count is the thread's own), a step count that may differ between the
// threads (directly, through a local, a helper's result), a buffer that no
// block shares or that is picked per thread, a collective inside a fill or
// the body (a nested pipeline, a publish, a barrier), and a view kept past its
// step (a body that gives a value back: double_buffer_step_result.cu).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

using a_slab = oxide::block_double_buffer<float, 8, 64, oxide::column_groups<float4>>;
using b_slab = oxide::block_double_buffer<float, 8, 64, oxide::row_groups<float2>>;
using cells = oxide::block_double_buffer<int, 16, 16>;

#define PIPE(buf, steps, src)                                                                      \
  buf.pipeline(                                                                                    \
      steps,                                                                                       \
      [&](unsigned s, unsigned r, unsigned c) {                                                    \
        return src.get(s * 256 + r * 16 + c).value_or(0);                                          \
      },                                                                                           \
      [&](unsigned, const auto &v) { acc += v(threadIdx.y % 16, threadIdx.x % 16); })

// A helper that runs a pipeline is a collective for its callers. Its step
// count is an oxide::uniform: a plain parameter may be anything its caller
// passed.
__device__ int sum_steps(cells &buf, oxide::uniform<unsigned> steps, oxide::slice<const int> in) {
  int acc = 0;
  PIPE(buf, steps, in);
  return acc;
}

__device__ int sum_steps_plain(cells &buf, unsigned steps, oxide::slice<const int> in) {
  int acc = 0;
  PIPE(buf, steps, in); // expected-error {{argument 'steps' of collective}}
  return acc;
}

template <class Buf>
__device__ float dot_steps(Buf &a, b_slab &b, oxide::uniform<unsigned> steps,
                           oxide::slice<const float> f) {
  float acc = 0;
  a.pipeline(
      steps,
      [&](unsigned s, unsigned r, unsigned c) {
        return float4{f.get(s + r).value_or(0.0f), 0, 0, float(c)};
      },
      b, [&](unsigned s, unsigned r, unsigned c) { return float2{float(s), float(r + c)}; },
      [&](unsigned, const auto &x, const auto &y) {
        for (unsigned kk = 0; kk < 8; ++kk) {
          const float4 u = x.template as_vector<float4>(kk, threadIdx.x % 16);
          const float2 w = y.template as_vector<float2>(kk, threadIdx.x % 32);
          acc += u.x * w.x + u.w * w.y;
        }
      });
  return acc;
}

// The quiet shapes: every pipeline is reached by the whole block, with a
// step count that is the same in all its threads.
[[oxide::kernel]]
__global__ void quiet(unsigned k, oxide::slice<const int> in, oxide::slice<const float> f,
                      oxide::disjoint_slice<float> out) {
  __shared__ cells c;
  __shared__ a_slab a;
  __shared__ b_slab b;
  int acc = 0;
  PIPE(c, k / 16, in);
  acc += sum_steps(c, k, in);
  const unsigned steps = k / 8 + (k % 8 != 0); // uniform: a parameter
  float v = dot_steps(a, b, steps, f);
  if (blockDim.x == 256) // uniform: blockDim
    v += dot_steps(a, b, gridDim.x, f);
  for (unsigned t = 0; t < k; t += 64) // uniform trip count
    PIPE(c, 2, in);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v + float(acc);
}

[[oxide::kernel]]
__global__ void divergent(unsigned k, oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ cells c;
  int acc = 0;
  if (threadIdx.x < 128) // a thread-dependent branch
    PIPE(c, k, in);      // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void early_return(unsigned k, oxide::slice<const int> in,
                             oxide::disjoint_slice<int> out) {
  __shared__ cells c;
  int acc = 0;
  auto o = out.get_mut(oxide::thread::index_1d());
  if (!o)
    return; // expected-error {{this return may be taken by some threads of the block and not others}}
  *o = sum_steps(c, k, in);
}

[[oxide::kernel]]
__global__ void varying_trip(unsigned k, oxide::slice<const int> in,
                             oxide::disjoint_slice<int> out) {
  __shared__ cells c;
  int acc = 0;
  for (unsigned i = 0; i < threadIdx.x; ++i) // a thread-dependent trip count
    acc += sum_steps(c, k, in); // expected-error {{is not proven to be reached by every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

// The step count decides how many barriers each thread runs: one that may
// differ between the threads is a divergent barrier.
__device__ unsigned my_steps() { return threadIdx.x % 3; }

[[oxide::kernel]]
__global__ void varying_steps(unsigned k, oxide::slice<const int> in,
                              oxide::disjoint_slice<int> out) {
  __shared__ cells c;
  int acc = 0;
  PIPE(c, threadIdx.x, in); // expected-error {{argument 'steps' of collective}}
  const unsigned mine = k + threadIdx.y;
  PIPE(c, mine, in);                            // expected-error {{argument 'steps' of collective}}
  PIPE(c, my_steps(), in);                      // expected-error {{argument 'steps' of collective}}
  PIPE(c, unsigned(in.get(0).value_or(1)), in); // expected-error {{argument 'steps' of collective}}
  acc += sum_steps_plain(c, k, in);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void not_shared(unsigned k, oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  cells mine; // expected-error {{is not declared __shared__}} expected-error {{safe code leaves 'mine' with no value}}
  int acc = 0;
  PIPE(mine, k, in); // expected-error {{is not known to be the same object in every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void picked_per_thread(unsigned k, oxide::slice<const int> in,
                                  oxide::slice<const float> f, oxide::disjoint_slice<int> out) {
  __shared__ cells x, y;
  __shared__ a_slab a1, a2;
  __shared__ b_slab b;
  int acc = 0;
  PIPE((threadIdx.x & 1 ? x : y), k, in); // expected-error {{is not known to be the same object in every thread}}
  cells &r = threadIdx.x < 7 ? x : y;
  acc += sum_steps(r, k, in); // expected-error {{is not known to be the same object in every thread}}
  acc += int(dot_steps(threadIdx.x ? a1 : a2, b, k, f)); // expected-error {{is not known to be the same object in every thread}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

[[oxide::kernel]]
__global__ void collective_inside(unsigned k, oxide::slice<const int> in,
                                  oxide::disjoint_slice<int> out) {
  __shared__ cells c, d;
  __shared__ oxide::block_shared<int, 256> s;
  int acc = 0;
  c.pipeline(k, [&](unsigned, unsigned, unsigned) { oxide::block::sync(); return 0; }, // expected-error {{may only be called directly; here it is handed to}}
             [&](unsigned, const auto &v) { acc += v(0, 0); });
  c.pipeline(k, [&](unsigned, unsigned, unsigned) { return 0; },
             [&](unsigned, const auto &v) { acc += v(0, 0) + sum_steps(d, k, in); }); // expected-error {{may only be called directly; here it is handed to}} expected-error {{oxide::uniform made from a value that may differ}}
  c.pipeline(k, [&](unsigned, unsigned, unsigned) { return 0; },
             [&](unsigned, const auto &v) { // expected-error {{may only be called directly; here it is handed to}}
               acc += s.publish([&](unsigned i) { return int(i); }, [&](const auto &t) { return t[0]; });
             });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = acc;
}

// A view kept past its step through a pointer: refused as a witness escape.
[[oxide::kernel]]
__global__ void kept_past_the_step(unsigned k, oxide::slice<const int> in,
                                   oxide::disjoint_slice<int> out) {
  __shared__ cells c;
  const cells::view_type *p = nullptr; // expected-error {{escapes its thread through a pointer}}
  c.pipeline(k, [&](unsigned, unsigned, unsigned) { return 0; },
             [&](unsigned, const auto &v) { p = &v; }); // expected-error {{escapes its thread through taking its address}} expected-error {{outlives 'v'}}
}
