// Rule "forgery" (docs/diagnostics.md): what makes a pointer, a reference
// or an oxide object the type system did not give, or leaves the language,
// is refused in safe code: const_cast, reinterpret_cast and re-typing
// C-style or static casts, bit_cast of pointers or oxide types, union
// punning, new, delete, placement new, inline asm, surface writes and
// [[assume]]; directly, in a header helper, in a template and in a lambda.
// A member pointer into an oxide class (robbed through an explicit
// instantiation, where C++ checks no access: a walk's count, a slice's
// length, a tile's cells) is refused where it is used, in the kernel or in
// the friend that applies it.
// Value casts and casts an implicit conversion could do stay quiet.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

#include <new>

#include "Inputs/forgery.h"

template <class To, class From>
__device__ To *retype(From *p) {
  return reinterpret_cast<To *>(p); // expected-error {{reinterpret_cast is not allowed in safe code}}
}

union punned {
  oxide::slice<const float> s;
  struct { unsigned long long ptr, len; } raw;
};

[[oxide::kernel]]
__global__ void refused(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned long long addr) {
  float local = 0.0f;
  const float *cp = &local;
  void *vp = &local;
  float *a = (float *)addr;                        // expected-error {{a cast that re-types a pointer or reference is not allowed}}
  float *b = (float *)cp;                          // expected-error {{a cast that re-types a pointer or reference is not allowed}}
  float *c = static_cast<float *>(vp);             // expected-error {{a cast that re-types a pointer or reference is not allowed}}
  int &d = (int &)local;                           // expected-error {{a cast that re-types a pointer or reference is not allowed}}
  float *e = __builtin_bit_cast(float *, addr);    // expected-error {{bit_cast into or out of a type that holds a pointer}}
  punned u{in};
  u.raw.len = 1u << 30;                            // expected-error {{a member of a union that holds a pointer or an oxide type}}
  float *f = new float[4];                         // expected-error {{new (the device heap}}
  delete[] f;                                      // expected-error {{delete is not allowed}}
  float *g = new (vp) float(1.0f);                 // expected-error {{new (the device heap}}
  asm volatile("trap;");                           // expected-error {{inline asm is not allowed}}
  __attribute__((assume(addr < 4)));               // expected-error {{[[assume]] (a false assumption}}
  float *h = as_writable(cp);
  unsigned *i = retype<unsigned>(&local);
  auto l = [&] { return const_cast<float *>(cp); }; // expected-error {{const_cast is not allowed in safe code}}
  (void)a, (void)b, (void)c, (void)d, (void)e, (void)g, (void)h, (void)i, (void)l;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local;
}

// The explicit-instantiation robbery: Rob<Tag, &C::private_member> is
// allowed by C++ (no access check in those arguments), and its friend hands
// the member pointer out.
using walk = oxide::view_steps<const float>;
struct left_tag { using type = std::uint32_t walk::*; };
struct len_tag { using type = oxide::size_t oxide::slice<const float>::*; };
template <class Tag, typename Tag::type M>
struct rob {
  friend __host__ __device__ constexpr typename Tag::type stolen(Tag) { return M; } // expected-error {{a member pointer into an oxide or library class}}
};
__host__ __device__ constexpr left_tag::type stolen(left_tag);
__host__ __device__ constexpr len_tag::type stolen(len_tag);
template struct rob<left_tag, &walk::left_>;
template struct rob<len_tag, &oxide::slice<const float>::len_>;
// The same, with the write inside the friend: no member pointer in the kernel.
struct poke_tag {};
template <std::uint32_t walk::*M>
struct rob_write {
  friend __device__ void poke(poke_tag, walk &w) { w.*M = 1000u; } // expected-error {{a member pointer into an oxide or library class}}
};
__device__ void poke(poke_tag, walk &w);
template struct rob_write<&walk::left_>;

[[oxide::kernel]]
__global__ void robbed(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  auto w = oxide::matrix_view(a, 1).row(0, 1).value_or(oxide::row_view<const float>::empty()).steps<1>(0);
  w.*stolen(left_tag{}) = 0xffffffffu; // expected-error {{a member pointer into an oxide or library class}}
  poke(poke_tag{}, w);
  oxide::slice<const float> b = a;
  b.*stolen(len_tag{}) = 1u << 30; // expected-error {{a member pointer into an oxide or library class}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = w.next_or(0.0f) + b.get(1000).value_or(0.0f);
}

struct base { float x; };
struct derived : base { float y; };

[[oxide::kernel]]
__global__ void quiet(oxide::disjoint_slice<float> out, unsigned n) {
  float local = float(n) + (float)n + static_cast<float>(n);
  derived dv{};
  float *fp = &local;
  const float *cp = static_cast<const float *>(fp); // adds const
  const base *bp = (const base *)&dv;               // derived to base
  const unsigned long long bits = reinterpret_cast<unsigned long long>(cp); // to an integer
  const unsigned u = __builtin_bit_cast(unsigned, local);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *cp + bp->x + float(bits & 1u) + float(u);
}

