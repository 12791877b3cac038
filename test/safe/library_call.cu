// Rule "library call" (docs/diagnostics.md): trusted library code is not
// walked, so safe code may not hand it a raw pointer or a value holding one
// (copy_n, memcpy, span(p, n), array[k], printf's %s of a pointer), call a
// builtin with side effects, a function with no definition here, a virtual
// function or a function pointer, or an object of a class with virtual
// functions (whose override the library would run unchecked: a publish's
// read function passed as a base reference). Value-only library calls, a
// literal format string and the __ldg family stay quiet.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
#include <oxide/oxide.cuh>
#include <cuda/std/utility>

#include <cuda/std/__algorithm/min.h>
#include <cuda/std/array>
#include <cuda/std/span>
#include <cstdio>
#include <cstring>

#include "Inputs/library_call.h"

__device__ float elsewhere(float); // defined in another translation unit (-rdc)

struct shape {
  __device__ virtual float area() const { return 0.0f; }
};

template <class T>
__device__ T first_of(const T *p) {
  cuda::std::span<const T> s(p, 1); // expected-error {{safe code passes a raw pointer, or a value that holds one, to library code}}
  return s.front(); // expected-error {{safe code calls a library member on an object that holds a raw pointer or array}}
}

[[oxide::kernel]]
__global__ void refused(oxide::disjoint_slice<float> out, unsigned k) {
  float local[4] = {1, 2, 3, 4};
  float copy[4]; // expected-error {{safe code leaves 'copy' with no value}}
  const char *name = "x";
  cuda::std::array<float, 4> arr{};
  shape sh;
  float (*fp)(float) = nullptr;
  memcpy(copy, local, sizeof local);       // expected-error {{safe code passes a raw pointer, or a value that holds one, to library code}}
  copy_four(local, copy);
  float v = arr[k];                        // expected-error {{safe code calls a library member on an object that holds a raw pointer or array}}
  printf("%s\n", name);                    // expected-error {{safe code prints with a conversion other than}}
  printf("%s\n", 0x1000ull);               // expected-error {{safe code prints with a conversion other than}} expected-warning {{format specifies type 'char *'}}
  // Any flag, width, precision or length (a review, 2026-12-05: `%.64s`
  // read 64 bytes 1 MiB past a slice, at an integer cast to an address).
  printf("%.64s", 0x1000ull);              // expected-error {{safe code prints with a conversion other than}} expected-warning {{format specifies type 'char *'}}
  printf("%10s|%-p", name, name);          // expected-error {{safe code prints with a conversion other than}}
  printf("%*s", 4, name);                  // expected-error {{safe code prints with a conversion other than}}
  printf("%ls", 0x1000ull);                // expected-error {{safe code prints with a conversion other than}} expected-warning {{format specifies type 'wchar_t *'}}
  printf("%5n%hn", &k, &k);                // expected-error {{safe code prints with a conversion other than}} expected-warning {{field width used with 'n' conversion specifier}} expected-warning {{format specifies type 'short *'}}
  printf("%S", 0x1000ull);                 // expected-error {{safe code prints with a conversion other than}} expected-warning {{format specifies type 'wchar_t *'}}
  printf("%y %", k);                       // expected-error {{safe code prints with a conversion other than}} expected-warning {{invalid conversion specifier 'y'}} expected-warning {{incomplete format specifier}}
  // A value missing, or of another size than its conversion reads (device
  // printf copies the values into a buffer, and read past it).
  printf("%d %llx %llx\n", k);              // expected-error {{safe code prints with a conversion other than}} expected-warning {{more '%' conversions than data arguments}}
  printf("%llx\n", k);                     // expected-error {{safe code prints with a conversion other than}} expected-warning {{format specifies type 'unsigned long long'}}
  printf("%1$d\n", k);                     // expected-error {{safe code prints with a conversion other than}}
  printf("%d %5.2f %x %-8llu %c %% %e %*d %hhd\n", k, v, k, 1ull, 'c', v, 3, k, 'x');
  __builtin_assume(k < 4);                 // expected-error {{safe code calls a compiler builtin}}
  v += elsewhere(v);                       // expected-error {{whose definition is not in this translation unit}}
  v += sh.area();                          // expected-error {{safe code makes a virtual call}}
  v += fp(v);                              // expected-error {{safe code calls through a function pointer}}
  v += first_of(&copy[0]);
  auto l = [&] { __builtin_unreachable(); }; // expected-error {{safe code calls a compiler builtin}}
  if (k > 100)
    l();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

struct read_base {
  __device__ virtual float operator()(const oxide::block_shared<float, 32>::view_type &t) const { return t[0]; }
};
struct read_evil : read_base {
  __device__ float operator()(const oxide::block_shared<float, 32>::view_type &t) const override {
    float local[2] = {0.0f, 0.0f};
    local[threadIdx.x % 8] = t[1]; // past the array: never checked, only read_base's operator() is named
    return local[0];
  }
};

[[oxide::kernel]]
__global__ void polymorphic_handoff(oxide::disjoint_slice<float> out) {
  __shared__ oxide::block_shared<float, 32> s;
  read_evil e;
  const read_base &r = e;
  const float v = s.publish_own(1.0f, r); // expected-error {{hands an object of a class with virtual functions to library code}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
__global__ void quiet(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned k) {
  cuda::std::array<float, 4> arr{};
  float v = cuda::std::min(1.0f, float(k)) + sqrtf(2.0f) + float(arr.size());
  if (auto x = in.get(k))
    v += __ldg(&*x);
  if (__builtin_expect(k == 0, 0))
    printf("k = %u\n", k);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// What the optimiser trusts blindly, as __builtin_unreachable: a false
// promise deletes the bounds check after it (`if (i >= n) promise();` tells
// clang i < n). cuda::std::unreachable, and a [[noreturn]] function of the
// user's, whose body may return after all (clang puts `unreachable` after
// each call). A library function that really does not return (assert's
// __assertfail) stays quiet.
[[noreturn]] __device__ void give_up() {} // expected-warning {{function declared 'noreturn' should not return}}

[[oxide::kernel]]
__global__ void promises(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned i = threadIdx.x * 4096u;
  if (i >= in.len())
    cuda::std::unreachable(); // expected-error {{calls a function the optimiser trusts blindly}}
  if (i + 1u >= in.len())
    give_up(); // expected-error {{calls a function the optimiser trusts blindly}}
  float v = 0.0f;
  if (auto x = in.get(i))
    v = *x;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// The same promise from a constructor or destructor, which runs with no
// call written (a review, 2026-12-05: `if (i >= n) { give_up_at_brace g; }`
// deleted the bounds check of the read after it): made as a local, a
// temporary, a converted argument, a member of another, an aggregate.
struct give_up_at_brace {
  int unused = 0;
  [[noreturn]] __device__ ~give_up_at_brace() {} // expected-warning {{function declared 'noreturn' should not return}}
};
struct give_up_made {
  int z;
  [[noreturn]] __device__ give_up_made(int a) : z(a) {} // expected-warning {{function declared 'noreturn' should not return}}
};
struct holds_give_up {
  give_up_at_brace inner;
  int w = 0;
};
__device__ void take_made(give_up_made) {}
// A second review the same day: a constructor template, an assignment the
// compiler writes that runs a member's, and a library container of one.
struct give_up_template {
  unsigned z;
  template <class X> [[noreturn]] __device__ give_up_template(X a) : z(a) {} // expected-warning {{function declared 'noreturn' should not return}}
};
struct give_up_assign {
  int z = 0;
  [[noreturn]] __device__ give_up_assign &operator=(const give_up_assign &o) {
    z = o.z;
    return *this; // expected-warning {{function 'operator=' declared 'noreturn' should not return}}
  }
};
struct holds_assign {
  give_up_assign g;
};

[[oxide::kernel]]
__global__ void special_promises(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned i = threadIdx.x * 4096u;
  if (i >= in.len()) {
    give_up_at_brace g; // expected-error {{makes or destroys an object whose 'give_up_at_brace::~give_up_at_brace' is [[noreturn]]}}
  }
  if (i + 1u >= in.len())
    take_made(5); // expected-error {{makes or destroys an object whose 'give_up_made::give_up_made' is [[noreturn]]}}
  if (i + 2u >= in.len()) {
    holds_give_up h; // expected-error {{makes or destroys an object whose 'give_up_at_brace::~give_up_at_brace' is [[noreturn]]}}
  }
  if (i + 3u >= in.len())
    (void)give_up_at_brace{}; // expected-error {{makes or destroys an object whose 'give_up_at_brace::~give_up_at_brace' is [[noreturn]]}}
  if (i + 4u >= in.len()) {
    give_up_template t(i); // expected-error {{makes or destroys an object whose 'give_up_template::give_up_template' is [[noreturn]]}}
  }
  if (i + 5u >= in.len()) {
    holds_assign x, y; // expected-error {{makes or destroys an object whose 'give_up_assign::operator=' is [[noreturn]]}}
    x = y;             // expected-error {{makes or destroys an object whose 'give_up_assign::operator=' is [[noreturn]]}}
  }
  if (i + 6u >= in.len()) {
    cuda::std::array<give_up_at_brace, 1> arr{}; // expected-error {{makes or destroys an object whose 'give_up_at_brace::~give_up_at_brace' is [[noreturn]]}}
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = in[i];
}

// A user's own promise the optimiser trusts as blindly (a fifth review,
// 2026-12-04): pure and const give a function `willreturn`, so a loop in its
// body is assumed to end and the bounds check behind the loop is deleted;
// nonnull and returns_nonnull let a null choice delete the check that chose
// it. Refused at each call: directly, as a member, in a template and through
// a macro. The same function without the
// attribute stays quiet.
[[gnu::pure]] __device__ float spin_read(oxide::slice<const float> x, unsigned i) {
  while (i >= x.len()) {
  }
  return x[i];
}
__attribute__((const)) __device__ unsigned spin_index(unsigned i, unsigned n) {
  while (i >= n) {
  }
  return i;
}
template <class T> [[gnu::const]] __device__ T same(T v) { return v; }
struct promiser {
  [[gnu::pure]] __device__ float at(oxide::slice<const float> x, unsigned i) const { return x[i]; }
};
[[gnu::returns_nonnull]] __device__ const float *some(const float &r) { return &r; }
[[gnu::nonnull]] __device__ float through(const float *p) { return *p; }
__device__ float through_param(const float *p [[gnu::nonnull]]) { return *p; }
__device__ float plain_read(oxide::slice<const float> x, unsigned i) {
  while (i >= x.len()) {
  }
  return x[i];
}
#define PROMISE_READ(x, i) spin_read(x, i)

[[oxide::kernel]]
__global__ void user_promises(oxide::slice<const float> in, oxide::disjoint_slice<float> out, unsigned i) {
  float v = spin_read(in, i);              // expected-error {{calls a function the optimiser trusts blindly}}
  v += float(spin_index(i, unsigned(in.len()))); // expected-error {{calls a function the optimiser trusts blindly}}
  v += same(1.0f);                         // expected-error {{calls a function the optimiser trusts blindly}}
  v += promiser{}.at(in, i);               // expected-error {{calls a function the optimiser trusts blindly}}
  v += PROMISE_READ(in, i);                // expected-error {{calls a function the optimiser trusts blindly}}
  const float one = 1.0f;
  v += *some(one);                         // expected-error {{calls a function the optimiser trusts blindly}}
  v += through(&one);                      // expected-error {{calls a function the optimiser trusts blindly}}
  v += through_param(&one);                // expected-error {{calls a function the optimiser trusts blindly}}
  v += plain_read(in, i);                  // no promise: quiet (the loop and the check stay)
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
