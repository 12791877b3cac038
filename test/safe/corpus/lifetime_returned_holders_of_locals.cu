// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A returned value that holds a reference or pointer to a local of the
// function outlives it: a constructor that binds a reference member to the
// local, an init-capture by reference, a closure that captured [this] of a
// local, a member's reference handed out by a method of a local, a free
// function handed the local by reference. Each is refused at the return.
// Holders of a reference parameter, and oxide's views of a local view
// (they point into the buffer, not the view), stay quiet.
#include <oxide/oxide.cuh>

struct R {
  float &r;
  __device__ explicit R(float &x) : r(x) {}
};
struct H {
  float &r;
};
struct S {
  float v = 0;
  __device__ H holder() { return H{v}; }
  __device__ auto setter() {
    return [this](float x) { v = x; };
  }
};
__device__ H hold(float &x) { return H{x}; }

__device__ R by_constructor(float x) {
  float local = x;
  return R(local); // expected-error {{outlives 'local'}}
}
__device__ auto by_init_capture(float x) {
  float local = x;
  return [&r = local](float v) { // expected-error {{outlives 'local'}} expected-warning {{address of stack memory}}
    r = v;
    return r;
  };
}
__device__ auto by_this_capture(float x) {
  S s{x};
  return s.setter(); // expected-error {{outlives 's'}}
}
__device__ H by_method(float x) {
  S s{x};
  return s.holder(); // expected-error {{outlives 's'}}
}
__device__ H by_free_function(float x) {
  float local = x;
  return hold(local); // expected-error {{outlives 'local'}}
}

// Quiet.
__device__ R of_parameter(float &x) { return R(x); }
__device__ H of_parameter_too(float &x) { return hold(x); }
__device__ oxide::row_view<const float> first_row(oxide::slice<const float> a) {
  const auto rows = oxide::matrix_view(a, 4);
  return rows.row(0, 4).value_or(oxide::row_view<const float>::empty());
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void holders(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o) {
    const float x = in.get(idx.get()).value_or(0.0f);
    float y = x;
    R a = by_constructor(x);
    auto b = by_init_capture(x);
    auto c = by_this_capture(x);
    H d = by_method(x);
    H e = by_free_function(x);
    c(1.0f);
    R f = of_parameter(y);
    H g = of_parameter_too(y);
    *o = a.r + b(2.0f) + d.r + e.r + f.r + g.r + first_row(in).get(0).value_or(0.0f);
  }
}
