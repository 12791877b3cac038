// Rule "uniformity" (docs/diagnostics.md, oxide-safe-uniformity): a
// collective must be reached by every thread it names. Refused: a
// collective under a thread-varying condition (if, loop trip count, switch,
// ?:, &&), after a thread-varying return, break or continue, and the same
// through a helper, a header, a template, a lambda, a macro, an alias; a
// broadcast from a thread-varying source; an oxide::uniform made from a
// thread-varying value; a collective function called indirectly. The same
// shapes with uniform conditions stay quiet (the `quiet_*` kernels).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

#include <cuda/std/functional>

#include "Inputs/uniformity.h"

#define SYNC_IF(c)                                                                                 \
  if (c)                                                                                           \
  oxide::block::sync()

struct dims {
  unsigned w, h;
};

__device__ void helper_sync() { oxide::block::sync(); }

template <class T>
__device__ T template_sum(T v) {
  return oxide::block::reduce_add(v);
}

[[oxide::kernel]]
__global__ void divergent(oxide::disjoint_slice<float> out, unsigned n) {
  const unsigned tid = threadIdx.x;
  float v = 1.0f;
  if (threadIdx.x < 16)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  if (tid < n)
    v = oxide::block::reduce_add(v); // expected-error {{collective 'oxide::block::reduce_add' is not proven}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven}}
  for (unsigned i = threadIdx.x; i < n; i += blockDim.x)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven}}
  unsigned k = n;
  while (k < 4) {
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven}}
    ++k;
  }
  switch (tid % 2) {
  case 0:
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven}}
    break;
  }
  do {
    v += 1.0f;
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven}}
  } while (v < float(tid));
  v = tid ? oxide::block::reduce_max(v) : v; // expected-error {{collective 'oxide::block::reduce_max' is not proven}}
  const bool b = tid < 3 && oxide::warp::reduce_add(1) > 0; // expected-error {{collective 'oxide::warp::reduce_add' is not proven to be reached by every thread of the warp}}
  if (tid)
    helper_sync(); // expected-error {{collective 'helper_sync' is not proven}}
  if (tid)
    v = header_block_sum(v); // expected-error {{collective 'header_block_sum' is not proven}}
  if (tid)
    v = template_sum(v); // expected-error {{collective 'template_sum' is not proven}}
  auto lambda = [] { oxide::block::sync(); };
  if (tid)
    lambda(); // expected-error {{collective 'lambda' is not proven}}
  SYNC_IF(tid > 3); // expected-error {{collective 'oxide::block::sync' is not proven}}
  unsigned m = n;
  if (tid)
    m = 0;
  if (m)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven}}
  unsigned a = n;
  unsigned &alias = a;
  alias = tid;
  if (a)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven}}
  if (threadIdx.x / 32 < 2)
    v = oxide::warp::reduce_add(v); // expected-error {{collective 'oxide::warp::reduce_add' is not proven}}
  if (blockIdx.x < n)
    v = oxide::warp::reduce_add(v); // blockIdx is the same in every lane of a warp
  const float r = oxide::warp::reduce_add(v);
  if (r > 0.0f)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v + float(b);
}

[[oxide::kernel]]
__global__ void exits(oxide::disjoint_slice<float> out, unsigned n) {
  float v = 1.0f;
  for (unsigned i = 0; i < n; ++i) {
    if (threadIdx.x == i)
      break; // expected-error {{this break may be taken by some threads of the block and not others, and collective 'oxide::block::sync' comes after it}}
    oxide::block::sync();
  }
  for (unsigned i = 0; i < n; ++i) {
    oxide::block::sync();
    if (threadIdx.x > i)
      continue; // expected-error {{this continue may be taken by some threads}}
    v += 1.0f;
  }
  if (threadIdx.x >= n)
    return; // expected-error {{this return may be taken by some threads of the block and not others, and collective 'oxide::block::reduce_add' comes after it}}
  v = oxide::block::reduce_add(v);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void loop_return(oxide::disjoint_slice<float> out, unsigned n) {
  for (unsigned i = 0; i < n; ++i) {
    oxide::block::sync();
    if (threadIdx.x == 7)
      return; // expected-error {{this return may be taken by some threads}}
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

[[oxide::kernel]]
__global__ void arguments(oxide::disjoint_slice<float> out, unsigned n) {
  float v = oxide::block::broadcast(1.0f, threadIdx.x % 4); // expected-error {{argument 'thread' of collective 'oxide::block::broadcast' must be the same in every thread of the block}}
  v += oxide::warp::broadcast(v, threadIdx.x); // expected-error {{argument 'lane' of collective 'oxide::warp::broadcast' must be the same in every thread of the warp}}
  oxide::uniform<unsigned> u = threadIdx.x; // expected-error {{oxide::uniform made from a value that may differ between threads}}
  oxide::uniform<unsigned> p = n, q = 2u;
  oxide::uniform<unsigned> pick = threadIdx.x ? p : q; // expected-error {{oxide::uniform made from a value that may differ between threads}} expected-error {{oxide::uniform chosen by a condition that may differ between threads}}
  oxide::uniform<unsigned> row = blockIdx.x; // expected-error {{oxide::uniform made from a value that may differ between threads}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v + float(u + pick + row);
}

struct barrier_on_exit {
  __device__ ~barrier_on_exit() { oxide::block::sync(); } // expected-error {{'barrier_on_exit::~barrier_on_exit' runs a collective, but it is a destructor}}
};

[[oxide::kernel]]
__global__ void indirect(oxide::disjoint_slice<float> out) {
  void (*f)() = &helper_sync; // expected-error {{a function that runs a collective may only be called directly; here its address is taken as 'helper_sync'}}
  f(); // expected-error {{safe code calls through a function pointer}}
  void (*g)() = oxide::block::sync; // expected-error {{a function that runs a collective may only be called directly}}
  g(); // expected-error {{safe code calls through a function pointer}}
  cuda::std::invoke([] { oxide::block::sync(); }); // expected-error {{a function that runs a collective may only be called directly; here it is handed to}}
  barrier_on_exit guard;
  if (threadIdx.x == 0)
    goto done; // expected-error {{goto in a function that runs collective}}
  oxide::block::sync();
done:
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

// A helper whose barrier is inside an unsafe block still runs a collective:
// a caller in safe code must reach it uniformly.
__device__ void raw_barrier() {
  // SAFETY: the caller reaches this from every thread of the block.
  [[oxide::unsafe]] { __syncthreads(); }
}

[[oxide::kernel]]
__global__ void through_unsafe_helper(oxide::disjoint_slice<float> out) {
  if (threadIdx.x == 3)
    raw_barrier(); // expected-error {{collective 'raw_barrier' is not proven to be reached by every thread of the block}}
  raw_barrier();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

// A helper that branches around a collective takes its bound as
// oxide::uniform: the caller proves it once, where it is made.
__device__ float sum_if(oxide::uniform<unsigned> k, float v) {
  if (k > 2u)
    return oxide::block::reduce_add(v);
  return v;
}

// The same shapes, uniform: quiet.
[[oxide::kernel]]
__global__ void quiet(oxide::disjoint_slice<float> out, oxide::slice<const float> in, unsigned n,
                      dims d) {
  float v = in.get(threadIdx.x).value_or(0.0f);
  if (n > 1024)
    return; // every thread of the launch takes it, or none does
  if (blockIdx.x < n)
    oxide::block::sync();
  for (unsigned i = 0; i < n; ++i)
    v += oxide::block::reduce_add(v);
  for (unsigned i = blockIdx.x; i < n; i += gridDim.x)
    oxide::block::sync();
  for (unsigned i = 0; i < d.w; i += 2) {
    if (i > d.h)
      break;
    if (i == 3)
      continue;
    oxide::block::sync();
  }
  const unsigned k = n * 2 + blockDim.x;
  if (k > 7 && in.len() > 3)
    oxide::block::sync();
  const float m = oxide::block::reduce_max(v);
  if (m > 0.0f)
    v = oxide::block::reduce_min(v) + oxide::block::broadcast(v, 0);
  v += oxide::warp::broadcast(v, 0) + oxide::warp::reduce_max(v);
  v = sum_if(n, v);
  v = sum_if(oxide::uniform<unsigned>(d.w + 1u), v);
  for (float x : in) { // a slice's length is the same in every thread
    oxide::block::sync();
    v += x;
  }
  auto early = [&] {
    if (threadIdx.x == 0)
      return 1.0f; // leaves only the lambda
    return 2.0f;
  };
  v += early();
  v = header_block_sum(v) + template_sum(v);
  if (cuda::std::min(n, 4u) == 4u)
    oxide::block::sync();
  if (threadIdx.x >= n)
    return; // after the last collective
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
