// A read phase may give back only a scalar or nothing: a lambda holding the
// view, or a reference to it, would carry the tile past the barrier that
// ends the phase (the next phase's fill would read cells other threads are
// writing). The list is closed: a user's specialization of std's traits
// (is_arithmetic for every class) does not open it. Both compilers' view
// of it: clang with the plugin, and nvcc. The same for block_atomic::tally_and_read.
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-device-only %s 2>&1 | FileCheck %s
// RUN: not %nvcc -c %s -o %t.o 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

#include <type_traits>

template <class T>
  requires(__is_class(T) && !__is_same(T, int))
struct std::is_arithmetic<T> : std::true_type {};

using tile = oxide::block_shared<int, 256>;

// CHECK: the read phase may return only a scalar or nothing
__global__ void escapes(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ tile s;
  auto g = s.publish([&](unsigned i) { return in.get(i).value_or(0); },
                     [&](const auto &t) { return [&t] { return t[5]; }; });
  const int v = s.publish([&](unsigned i) { return g() + int(i); }, [&](const auto &t) { return t[0]; });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// CHECK: the read phase may return only a scalar or nothing
__global__ void by_reference(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ tile s;
  const auto &v = s.publish([&](unsigned i) { return in.get(i).value_or(0); },
                            [&](const auto &t) -> const auto & { return t; });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v[0];
}

// block_atomic's tally_and_read: the same rule for its read phase.
// CHECK: the read phase may return only a scalar or nothing
__global__ void counters_escape(oxide::slice<const unsigned> in, oxide::disjoint_slice<unsigned> out) {
  __shared__ oxide::block_atomic<unsigned, 256> hist;
  auto g = hist.tally_and_read([&](const auto &h) { h.fetch_add(in.get(0).value_or(0u) & 255u, 1u); },
                               [&](const auto &v) { return [&v] { return v[5]; }; });
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = g();
}
