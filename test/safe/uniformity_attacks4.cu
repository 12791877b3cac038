// Rule "uniformity" (and the safe context's reach) against a fourth
// review's attacks (2026-12-04; each once passed every check):
//   - a braced list made every call written in it "run at the list": the
//     conditions inside it (`?:`, `&&`) were never read;
//   - a default member initialiser's own conditions were never read;
//   - compiler-written functions (an implicit or defaulted assignment, a
//     defaulted comparison) and rewritten operators (`a != b` calling
//     operator==, `a < b` calling <=>) ran a member's collective unseen;
//   - the constructions a braced list leaves out (an aggregate's member,
//     an array's filler `T a[2] = {}`, `T a[2](x)`): a collective there ran
//     unseen, and a filler's constructor was checked by no rule at all
//     (raw pointer arithmetic and __syncthreads passed);
//   - a return reached only by the threads that did not take an earlier
//     varying break (`for (;;) { if (c) break; return; }`, switch, do).
// Each has a quiet twin under a uniform condition. Both paths: the plugin's
// host and device jobs, and oxide-rewrite.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -I %S/Inputs -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -I %S/Inputs -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -I %S/Inputs -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include "uniformity4.h"
#include <compare>

#define NOT_REACHED(name) "collective '" name "' is not proven to be reached by every thread of the block"

// --- the written elements of a braced list -----------------------------------

[[oxide::kernel]]
__global__ void in_braced_list(oxide::disjoint_slice<float> out, unsigned n) {
  const float a[1] = {threadIdx.x < n ? oxide::block::reduce_add(1.0f) : 0.0f}; // expected-error {{collective 'oxide::block::reduce_add' is not proven}}
  const float b[1] = {float(threadIdx.x < n && oxide::block::reduce_add(1.0f) > 0.0f)}; // expected-error {{collective 'oxide::block::reduce_add' is not proven}}
  const float c[1] = {threadIdx.x < n ? reduce_of(1.0f) : 0.0f}; // expected-error {{collective 'reduce_of' is not proven}}
  const float d[1] = {PICK_SUM(threadIdx.x < n)}; // expected-error {{collective 'oxide::block::reduce_add' is not proven}}
  const float e[1] = {n > 4u ? oxide::block::reduce_add(1.0f) : 0.0f}; // uniform: quiet
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = a[0] + b[0] + c[0] + d[0] + e[0];
}

// --- a default member initialiser's own condition -----------------------------

struct varying_default {
  float v = threadIdx.x < 16u ? oxide::block::reduce_add(1.0f) : 0.0f;
};
struct varying_default_ctor {
  float v = threadIdx.x < 16u ? oxide::block::reduce_add(1.0f) : 0.0f;
  __device__ varying_default_ctor() {} // expected-error {{collective 'oxide::block::reduce_add' is not proven}}
};
struct uniform_default {
  float v = oxide::block::reduce_add(1.0f);
};

[[oxide::kernel]]
__global__ void in_default_member(oxide::disjoint_slice<float> out) {
  varying_default s{}; // expected-error {{collective 'oxide::block::reduce_add' is not proven}}
  varying_default_ctor t;
  uniform_default u{}; // quiet
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = s.v + t.v + u.v;
}

// --- compiler-written functions and rewritten operators ------------------------

struct reduces_on_copy {
  float v;
  __device__ reduces_on_copy &operator=(const reduces_on_copy &o) {
    v = oxide::block::reduce_add(o.v);
    return *this;
  }
  __device__ bool operator==(const reduces_on_copy &o) const { return oxide::block::reduce_add(v) == o.v; }
  __device__ std::partial_ordering operator<=>(const reduces_on_copy &o) const {
    return oxide::block::reduce_add(v) <=> o.v;
  }
};
struct implicit_copy {
  reduces_on_copy s;
};
struct defaulted_ops {
  reduces_on_copy s;
  __device__ defaulted_ops &operator=(const defaulted_ops &) = default;
  __device__ bool operator==(const defaulted_ops &) const = default;
};

[[oxide::kernel]]
__global__ void compiler_written(oxide::disjoint_slice<float> out, unsigned n) {
  implicit_copy a{}, b{};
  defaulted_ops c{}, d{};
  reduces_on_copy e{1.0f}, f{2.0f};
  float r = 0.0f;
  if (threadIdx.x < n)
    a = b; // expected-error {{collective 'implicit_copy::operator=' is not proven}}
  if (threadIdx.x < n)
    c = d; // expected-error {{collective 'defaulted_ops::operator=' is not proven}}
  if (threadIdx.x < n)
    r += c == d; // expected-error {{collective 'defaulted_ops::operator==' is not proven}}
  if (threadIdx.x < n)
    r += e != f; // expected-error {{collective 'reduces_on_copy::operator==' is not proven}}
  if (threadIdx.x < n)
    r += e < f; // expected-error {{collective 'reduces_on_copy::operator<=>' is not proven}}
  if (n > 4u) { // uniform: quiet
    a = b;
    r += (c == d) + (e != f) + (e < f);
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r + a.s.v;
}

// --- constructions a braced or parenthesised list leaves out -------------------

struct ctor_reduces {
  float v;
  __device__ ctor_reduces() { v = oxide::block::reduce_add(1.0f); } // expected-error {{safe code leaves 'v' with no value}}
  __device__ ctor_reduces(float f) : v(f) {}
};
struct holds_one {
  ctor_reduces m;
  int x;
};

[[oxide::kernel]]
__global__ void left_out(oxide::disjoint_slice<float> out, unsigned n) {
  float r = 0.0f;
  if (threadIdx.x < n) {
    holds_one a{}; // expected-error {{collective 'ctor_reduces::ctor_reduces' is not proven}}
    ctor_reduces b[2] = {}; // expected-error {{collective 'ctor_reduces::ctor_reduces' is not proven}}
    ctor_reduces c[2](1.0f); // expected-error {{collective 'ctor_reduces::ctor_reduces' is not proven}}
    r = a.m.v + b[1].v + c[1].v;
  }
  if (n > 4u) { // uniform: quiet
    holds_one a{};
    ctor_reduces b[2] = {};
    ctor_reduces c[2](1.0f);
    r += a.m.v + b[1].v + c[1].v;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = r;
}

// A constructor reached only through a filler is checked like any other.
struct raw_default {
  float v;
  __device__ raw_default() { // expected-error {{safe code leaves 'v' with no value}}
    float x[1] = {0.0f};
    float *p = x;
    v = p[threadIdx.x * 1000u]; // expected-error {{raw pointer arithmetic in safe code}}
  }
  __device__ raw_default(float f) : v(f) {}
};
struct syncs_by_hand {
  float v;
  __device__ syncs_by_hand() { // expected-error {{safe code leaves 'v' with no value}}
    __syncthreads(); // expected-error {{'__syncthreads' is a Tier-2 operation}}
    v = 1.0f;
  }
};

[[oxide::kernel]]
__global__ void filler_reached(oxide::disjoint_slice<float> out) {
  raw_default a[2] = {};
  raw_default b[2](1.0f);
  syncs_by_hand c[2] = {};
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = a[1].v + b[1].v + c[1].v;
}

// --- a return that only the threads past a varying break reach ------------------

[[oxide::kernel]]
__global__ void break_then_return(oxide::disjoint_slice<float> out, unsigned n) {
  for (;;) {
    if (threadIdx.x < n)
      break;
    return; // expected-error {{this return may be taken by some threads of the block and not others}}
  }
  switch (0) {
  default:
    if (threadIdx.x < n)
      break;
    return; // expected-error {{this return may be taken by some threads of the block and not others}}
  }
  do {
    if (threadIdx.x < n)
      break;
    return; // expected-error {{this return may be taken by some threads of the block and not others}}
  } while (false);
  oxide::block::sync();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

[[oxide::kernel]]
__global__ void uniform_break_then_return(oxide::disjoint_slice<float> out, unsigned n) {
  for (;;) { // uniform: quiet
    if (n > 4u)
      break;
    return;
  }
  oxide::block::sync();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
