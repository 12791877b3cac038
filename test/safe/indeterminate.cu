// Rule "indeterminate value" (docs/diagnostics.md): an object declared with
// no initialiser holds no value, and reading it is undefined. Clang gives it
// LLVM's undef, which may be read as a different number at each use, so the
// bounds check of x[i] and its load need not agree. Refused for a scalar, an
// array, a CUDA vector, a class whose compiler-written constructor leaves a
// member unset (an alias, a template, a lambda, a macro and a header helper
// too), a function or lambda that can reach its end with no return,
// `unsigned s = s;` (through a lambda too), a union set through a
// narrower member, a class with a virtual base, and a user constructor that
// leaves a member with no initialiser, or whose initialiser reads a member
// not set yet. What gives every part a value stays quiet.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>

#include "Inputs/indeterminate.h"

struct pod {
  unsigned i;
  float f;
};
struct half_set {
  unsigned i = 0;
  unsigned j; // no initialiser: the implicit constructor leaves it unset
};
struct derived : pod {};
struct all_set {
  unsigned i = 0;
  float f{};
};
struct user_ctor {
  unsigned i;
  float f;
  __device__ user_ctor() : i(0) {} // expected-error {{safe code leaves 'f' with no value}}
};
struct user_ctor_ok {
  unsigned i;
  float f = 1.0f;
  __device__ explicit user_ctor_ok(unsigned v) : i(v) {}
  __device__ user_ctor_ok() : user_ctor_ok(0u) {}
};
using index_t = unsigned;

// A review's finds (2026-12-04): a union whose constructor sets no member;
// a member initialiser that reads a member set after it (or itself); a
// default member initialiser that does; a virtual base, which the most
// derived class default-initialises whatever its heirs' constructors say.
union raw_bits {
  unsigned a;
  float b;
  __device__ raw_bits() {} // expected-error {{safe code leaves 'every member of the union' with no value}}
};
union narrow_first {
  unsigned char c;
  unsigned long long wide;
};
union one_set {
  unsigned a;
  float b;
  __device__ one_set() : a(0) {}
};
struct order {
  unsigned a;
  unsigned b;
  __device__ order() : a(b), b(0) {} // expected-error {{safe code leaves 'a' with no value}} expected-warning {{field 'b' is uninitialized when used here}}
};
struct self_member {
  unsigned a;
  __device__ self_member() : a(a + 1) {} // expected-error {{safe code leaves 'a' with no value}} expected-warning {{field 'a' is uninitialized when used here}}
};
struct by_call {
  unsigned a;
  unsigned b;
  __device__ unsigned get_b() const { return b; }
  __device__ by_call() : a(get_b()), b(0) {} // expected-error {{safe code leaves 'a' with no value}}
};
struct dmi_order {
  unsigned a = b; // expected-warning {{field 'b' is uninitialized when used here}}
  unsigned b = 0;
};
struct vbase {
  unsigned x;
};
struct vmid : virtual vbase {
  unsigned y = 0;
  __device__ vmid() : vbase{} {} // expected-error {{safe code leaves 'a virtual base' with no value}}
};
struct vtop : vmid {};
// Quiet: a constructor inherited whole, a member of an anonymous union set
// by name, a member initialiser that reads an earlier member.
struct base_set {
  unsigned x;
  __device__ explicit base_set(unsigned v) : x(v) {}
};
struct inherits : base_set {
  using base_set::base_set;
};
struct tagged {
  union {
    unsigned a;
    float b;
  };
  __device__ tagged() : a(0) {}
};
struct earlier : base_set {
  unsigned a;
  unsigned b;
  __device__ earlier() : base_set(1u), a(2u), b(a + 1) {}
};

template <class T>
__device__ T make_default() {
  T t; // expected-error {{safe code leaves 't' with no value}}
  return t;
}

#define DECLARE_INDEX(name) unsigned name

// A function that can reach its end with no return: the result has no value,
// and clang reads the path as unreachable, so the conditions that lead to it
// are taken as false and the bounds checks they decide deleted (a review,
// 2026-12-04: `x[pick(i < x.len()) * i]` read past x with no trap).
__device__ unsigned pick(bool b) {
  if (b)
    return 1u;
} // expected-error {{safe code can reach the end of 'pick' without a return}} expected-warning {{non-void function does not return a value in all control paths}}

template <class T>
__device__ T pick_t(bool b) {
  if (b)
    return T(1);
} // expected-error {{safe code can reach the end of 'pick_t' without a return}} expected-warning {{non-void function does not return a value in all control paths}}

enum class lane_kind { even, odd };
__device__ unsigned by_kind(lane_kind k) {
  switch (k) {
  case lane_kind::even:
    return 0u;
  case lane_kind::odd:
    return 1u;
  }
} // expected-error {{safe code can reach the end of 'by_kind' without a return}}

__device__ unsigned case_breaks(lane_kind k) {
  switch (k) {
  case lane_kind::even:
    break;
  default:
    return 1u;
  }
} // expected-error {{safe code can reach the end of 'case_breaks' without a return}} expected-warning {{non-void function does not return a value in all control paths}}

__device__ unsigned every_path(bool b, lane_kind k) {
  for (;;) {
    if (b)
      break;
    switch (k) {
    case lane_kind::even:
      return 0u;
    default:
      return 1u;
    }
  }
  return 2u;
}

[[oxide::kernel]]
__global__ void refused(oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const bool j0 = x.len() > 4;
  unsigned i;       // expected-error {{safe code leaves 'i' with no value}}
  float a[4];       // expected-error {{safe code leaves 'a' with no value}}
  float4 v;         // expected-error {{safe code leaves 'v' with no value}}
  pod p;            // expected-error {{safe code leaves 'p' with no value}}
  half_set h;       // expected-error {{safe code leaves 'h' with no value}}
  derived d;        // expected-error {{safe code leaves 'd' with no value}}
  pod ps[2];        // expected-error {{safe code leaves 'ps' with no value}}
  index_t k;        // expected-error {{safe code leaves 'k' with no value}}
  DECLARE_INDEX(m); // expected-error {{safe code leaves 'm' with no value}}
  bool b;           // expected-error {{safe code leaves 'b' with no value}}
  user_ctor u;
  raw_bits rb;
  order o;
  self_member sm;
  by_call bc;
  dmi_order dm; // expected-error {{safe code leaves 'dm' with no value}}
  vtop vt;      // expected-error {{safe code leaves 'vt' with no value}}
  narrow_first nf = {1}; // expected-error {{safe code leaves 'nf' with no value}}
  unsigned s = s; // expected-error {{safe code leaves 's' with no value}}
  const unsigned t = [&] { return t; }(); // expected-error {{safe code leaves 't' with no value}}
  auto lambda = [] {
    int n; // expected-error {{safe code leaves 'n' with no value}}
    return n;
  };
  auto falls = [&](bool c) -> unsigned {
    if (c)
      return 1u;
  }; // expected-error {{safe code can reach the end of 'operator()' without a return}} expected-warning {{non-void lambda does not return a value in all control paths}}
  auto falls_generic = [](auto c) -> unsigned {
    if (c)
      return 1u;
  }; // expected-error {{safe code can reach the end of 'operator()' without a return}} expected-warning {{non-void lambda does not return a value in all control paths}}
  const unsigned j = i + unsigned(a[1] + v.x + p.f + ps[1].f) + h.j + d.i + k + m + b +
                     unsigned(u.f) + unsigned(nf.wide) + rb.a + o.a + sm.a + bc.a + dm.a + vt.x + s + t + unsigned(lambda()) + make_default<unsigned>() + header_index() + pick(j0) + pick_t<unsigned>(j0) +
                     by_kind(lane_kind::odd) + case_breaks(lane_kind::odd) + falls(j0) + falls_generic(j0);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = x[j];
}

[[oxide::kernel]]
__global__ void quiet(oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  unsigned i = 0;
  float a[4] = {};
  float4 v = {};
  pod p{};
  pod q = {1u};
  half_set h{};
  derived d{};
  all_set s;
  user_ctor_ok u;
  dim3 g; // its constructor sets every member
  oxide::optional_ref<const float> o;
  one_set os;
  narrow_first wide = {.wide = 1ull};
  inherits in(2u);
  tagged tg;
  earlier e;
  // SAFETY: w is written before it is read, on the next line.
  [[oxide::unsafe]] {
    unsigned w;
    w = 1u;
    i += w;
  }
  const unsigned j = i + unsigned(a[1] + v.x + p.f + float(q.i)) + h.j + d.i + s.i + u.i +
                     g.x + every_path(x.len() > 2, lane_kind::odd) + unsigned(o.has_value()) + os.a + unsigned(wide.wide) + in.x + tg.a + e.b;
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = x[j];
}
