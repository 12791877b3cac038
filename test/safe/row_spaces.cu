// block_row, warp_row and block_index in safe code: a block-per-row
// softmax and a warp-per-row sum of squares compile with no unsafe code;
// the walk's iterators by hand, a column kept in shared memory, and a
// collective inside a thread's own walk (its trip count differs between
// threads) are refused.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (in.len() == out.len(), out.width() == c)")]]
__global__ void softmax_rows(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::block_row> out,
                             unsigned c) {
  float m = -1e30f;
  for (auto col : oxide::thread::columns(out))
    m = fmaxf(m, in.get(col.index()).value_or(-1e30f));
  m = oxide::block::reduce_max(m);
  float s = 0.0f;
  for (auto col : oxide::thread::columns(out)) {
    *col = expf(in.get(col.index()).value_or(0.0f) - m);
    s += *col;
  }
  s = oxide::block::reduce_add(s);
  for (auto col : oxide::thread::columns(out))
    *col /= s;
}

[[oxide::kernel]]
__global__ void warp_rows(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::warp_row> out) {
  float ss = 0.0f;
  for (auto col : oxide::thread::columns(out))
    ss += in.get(col.index()).value_or(0.0f);
  ss = oxide::warp::reduce_add(ss);
  for (auto col : oxide::thread::columns(out))
    *col = ss;
}

[[oxide::kernel]]
__global__ void block_totals(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::block_index> out) {
  const float s = oxide::block::reduce_add(in.get(threadIdx.x).value_or(0.0f));
  if (auto o = out.get_mut(oxide::thread::block_index()))
    *o = s;
}

[[oxide::kernel]]
__global__ void misuse(oxide::disjoint_slice<float, oxide::block_row> out) {
  auto walk = oxide::thread::columns(out);
  auto it = walk.begin(); // expected-error {{is a Tier-2 operation}}
  (void)it;
  for (auto col : oxide::thread::columns(out)) {
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
    *col = 1.0f;
  }
}
