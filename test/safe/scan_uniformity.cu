// Rule "uniformity" and the scans: a scan's prefix differs from thread to
// thread (warp::inclusive_scan_add, block::inclusive_scan_add), so a branch,
// a loop bound, an early return or a collective's uniform argument that
// depends on it is refused, through a member, a copy, a helper, a lambda, a
// cast or a macro; a collective's result counts as the same in every thread
// only where the collective says so (reductions, broadcasts: those stay
// quiet). Both paths: the plugin's host and device jobs, and oxide-rewrite.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

#define IF_PREFIX_POSITIVE(s) if ((s).inclusive > 0)

__device__ int prefix_of(int v) { return oxide::block::inclusive_scan_add(v).inclusive; }

[[oxide::kernel]]
__global__ void block_scans(oxide::disjoint_slice<int> out, int v) {
  const auto s = oxide::block::inclusive_scan_add(v);
  if (s.inclusive > 3)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  const oxide::block::scan_result<int> copy = s;
  for (int i = 0; i < copy.inclusive; ++i)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  IF_PREFIX_POSITIVE(s)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  if (static_cast<unsigned>(prefix_of(v)) != 0u)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  auto pick = [&] { return s.inclusive; };
  const float b = oxide::block::broadcast(1.0f, unsigned(pick())); // expected-error {{argument 'thread' of collective 'oxide::block::broadcast' must be the same in every thread of the block}}
  // The total is the same in every thread, but the plugin takes the whole
  // result as each thread's own: refused too (fail closed).
  if (s.total > 0)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s.inclusive + int(b);
}

[[oxide::kernel]]
__global__ void returns_on_prefix(oxide::disjoint_slice<int> out, int v) {
  if (oxide::warp::inclusive_scan_add(v) > 0)
    return; // expected-error {{this return may be taken by some threads of the block and not others}}
  oxide::block::sync();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// Reductions and broadcasts give every thread the same value: quiet.
[[oxide::kernel]]
__global__ void uniform_results(oxide::disjoint_slice<int> out, int v) {
  const int sum = oxide::block::reduce_add(v);
  if (sum > 3)
    oxide::block::sync();
  if (oxide::warp::reduce_max(v) > 0)
    oxide::warp::reduce_add(v);
  const int first = oxide::block::broadcast(v, 0u);
  for (int i = 0; i < first; ++i)
    oxide::block::sync();
  // The scan itself, reached by every thread: quiet.
  const auto s = oxide::block::inclusive_scan_add(v);
  const int w = oxide::warp::inclusive_scan_add(v);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s.inclusive + w;
}

// A scan under a thread-dependent branch is refused like any collective.
[[oxide::kernel]]
__global__ void divergent_scan(oxide::disjoint_slice<int> out, int v) {
  if (threadIdx.x < 7)
    v = oxide::warp::inclusive_scan_add(v); // expected-error {{collective 'oxide::warp::inclusive_scan_add' is not proven to be reached by every thread of the warp}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
