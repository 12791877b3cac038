// A thread witness may live only in a local variable, a by-value parameter or
// behind a const&. Every other place it could reach another thread is an
// error: __shared__/static/global/__device__ storage, pointers, non-const
// references, class members, taking its address, reinterpret_cast.
// RUN: %clang_cuda_plugin -fsyntax-only -ferror-limit=0 --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only -ferror-limit=0 --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: not %clang_cuda_plugin -fsyntax-only -ferror-limit=0 --cuda-host-only %s 2>&1 | FileCheck %s
#include <oxide/oxide.cuh>

#include <cuda/std/memory>

using idx1 = oxide::thread_index<oxide::index1d>;

// --- violations --------------------------------------------------------------

__device__ const idx1 *g_slot;                 // expected-error {{witness 'g_slot' of type 'thread_index' escapes its thread through a pointer; a witness may live only in a local variable or behind a const& parameter}}

struct holder {
  idx1 w;                                      // expected-error {{witness 'w' of type 'thread_index' escapes its thread through a class member}}
};
struct ref_holder {
  const idx1 &w;                               // expected-error {{witness 'w' of type 'thread_index' escapes its thread through a class member}}
};
union pun {
  oxide::thread_index<oxide::warp1d> w;        // expected-error {{witness 'w' of type 'thread_index' escapes its thread through a class member}}
  unsigned long raw;
};
struct carries_indexed {
  oxide::indexed_ref<float, oxide::index1d> r; // expected-error {{witness 'r' of type 'indexed_ref' escapes its thread through a class member}}
};

struct holds_tile {
  oxide::tile_2d_rt<float, 2, 2> t;            // expected-error {{witness 't' of type 'tile_2d_rt' escapes its thread through a class member}}
};
__device__ const oxide::maybe<oxide::clipped_tile_2d<float, 4, 4>> *g_tile; // expected-error {{witness 'g_tile' of type 'clipped_tile_2d' escapes its thread through a pointer}}
__device__ void keeps_arrow(const oxide::maybe<oxide::tile_2d_rt<float, 1, 1>> &m) {
  auto *p = m.operator->();                    // expected-error {{witness 'p' of type 'tile_2d_rt' escapes its thread through a pointer}} expected-error {{a witness of type 'tile_2d_rt' escapes its thread through a call that returns its address}}
  (void)p;
}

__device__ void by_pointer(const idx1 *w) {}   // expected-error {{witness 'w' of type 'thread_index' escapes its thread through a pointer}}
__device__ void by_mutable_ref(idx1 &w) {}     // expected-error {{witness 'w' of type 'thread_index' escapes its thread through a non-const reference}}
__global__ void crosses_launch(idx1 w) {}      // expected-error {{witness 'w' of type 'thread_index' escapes its thread through a kernel parameter (it would cross the launch)}}

[[oxide::kernel]]
__global__ void launders(oxide::disjoint_slice<float> out) {
  __shared__ const idx1 *slot;                 // expected-error {{witness 'slot' of type 'thread_index' escapes its thread through a pointer}}
  static const idx1 *kept;                     // expected-error {{witness 'kept' of type 'thread_index' escapes its thread through a pointer}}
  auto idx = oxide::thread::index_1d();
  const idx1 *p = nullptr;                     // expected-error {{witness 'p' of type 'thread_index' escapes its thread through a pointer}}
  // SAFETY: not relevant here; the escape is refused even inside unsafe.
  [[oxide::unsafe]] {
    slot = &idx;                               // expected-error {{a witness of type 'thread_index' escapes its thread through taking its address; pass it as a const& instead}}
  }
  kept = cuda::std::addressof(idx);            // expected-error {{a witness of type 'thread_index' escapes its thread through a call that returns its address}} expected-error {{safe code writes 'kept', or takes a writable pointer or reference to it}}
  unsigned long bits = reinterpret_cast<const unsigned long &>(idx); // expected-error {{a witness of type 'thread_index' escapes its thread through reinterpret_cast}} expected-error {{reinterpret_cast is not allowed in safe code}}
  idx1 &alias = idx;                           // expected-error {{witness 'alias' of type 'thread_index' escapes its thread through a non-const reference}}
  holder h{oxide::thread::index_1d()};
  (void)p; (void)bits; (void)alias; (void)h;
  if (auto o = out.get_mut(idx))
    *o = 1.0f;
}

// Checked per instantiation, reported once.
template <class Space>
struct generic_holder {
  oxide::thread_index<Space> w;                // expected-error {{witness 'w' of type 'thread_index' escapes its thread through a class member}}
};
template struct generic_holder<oxide::index1d>;
template struct generic_holder<oxide::warp1d>;
// -verify above also refuses a second copy of any error; this says it plainly.
// CHECK: witness_escape.cu:[[@LINE-5]]:{{[0-9]+}}: error: witness 'w'
// CHECK-NOT: witness_escape.cu:[[@LINE-6]]:{{[0-9]+}}: error

// --- near misses: all quiet ---------------------------------------------------

// Read views are not witnesses: any thread may hold any of them.
struct holds_views {
  oxide::maybe<oxide::row_view<const float>> row;
  oxide::col_view<const float> col;
};

__device__ bool owns(const idx1 &w, size_t n) { return w.in_bounds(n); } // const& parameter
__device__ bool consume(idx1 w) { return w.is_valid(); }                 // by value: a local of the callee

[[oxide::kernel]]
__global__ void local_use(oxide::slice<const float> in, oxide::disjoint_slice<float> out,
                          oxide::disjoint_slice<float, oxide::warp1d> sums) {
  auto idx = oxide::thread::index_1d();        // a local
  const idx1 &view = idx;                      // a const& local
  const bool ok = owns(view, out.len()) && consume(oxide::thread::index_1d());
  auto by_ref = [&] { return idx.get(); };     // lambda captures are locals by another name
  if (auto [cell, w] = out.get_mut_indexed(); cell && ok)
    *cell = in.get(w.get() + by_ref()).value_or(0.0f);
  auto r = out.get_mut_indexed();              // indexed_ref in a local
  if (r)
    *r = 2.0f;
  if (auto s = sums.get_mut(oxide::thread::warp_index()))
    *s = 0.0f;
  const float *fine = &in[0];                  // addresses of data are not witnesses
  auto tiles = oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<1, 1>>::from_raw_parts(nullptr, 0, 1); // expected-error {{'oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<1, 1>>::from_raw_parts' is a Tier-2 operation}}
  if (auto cell = oxide::get_tile_2d_rt(tiles, oxide::thread::coord_2d()))
    cell->at<0, 0>() = 1.0f;                   // maybe<tile>-> is member access, not an escape
  size_t raw = idx.get();                      // the index value is not the witness
  (void)fine; (void)raw;
}
