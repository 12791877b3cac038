// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A pointer the lambda captures outlives every call of the lambda, while
// the lambda's parameters and locals die when the call returns: re-seating
// the capture to one of them leaves it on a dead stack slot (here a
// temporary, or a local whose block has ended). By reference, by copy into
// a mutable closure, an init-capture, from a nested lambda and a generic
// one; a capture re-seated to another capture, and a lambda's own pointer
// re-seated to its parameter, stay quiet.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
__global__ void by_reference(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float x = 1.0f;
  const float *p = &x;
  auto set = [&](const float &v) { p = &v; }; // expected-error {{outlives 'v'}}
  {
    float tmp = in.get(0).value_or(0.0f);
    set(tmp);
  }
  set(x + 1.0f);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p;
}

[[oxide::kernel]]
__global__ void by_copy_mutable(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float x = 1.0f;
  const float *p = &x;
  auto l = [p](const float &v, bool first) mutable {
    if (first)
      p = &v; // expected-error {{outlives 'v'}}
    return *p;
  };
  {
    float tmp = in.get(0).value_or(0.0f);
    l(tmp, true);
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = l(x, false);
}

[[oxide::kernel]]
__global__ void init_capture(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float x = 1.0f;
  auto l = [p = static_cast<const float *>(&x)](const float &v, bool first) mutable {
    if (first)
      p = &v; // expected-error {{outlives 'v'}}
    return *p;
  };
  {
    float tmp = in.get(0).value_or(0.0f);
    l(tmp, true);
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = l(x, false);
}

[[oxide::kernel]]
__global__ void nested_lambda(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float x = 1.0f;
  const float *p = &x;
  auto outer = [&](const float &v) {
    auto inner = [&] { p = &v; }; // expected-error {{outlives 'v'}}
    inner();
  };
  {
    float tmp = in.get(0).value_or(0.0f);
    outer(tmp);
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p;
}

[[oxide::kernel]]
__global__ void generic_lambda(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float x = 1.0f;
  const float *p = &x;
  auto set = [&](const auto &v) { p = &v; }; // expected-error {{outlives 'v'}}
  set(in.get(0).value_or(0.0f));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p;
}

[[oxide::kernel]]
__global__ void lambda_local(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float x = 1.0f;
  const float *p = &x;
  auto set = [&] {
    float t = in.get(0).value_or(0.0f);
    p = &t; // expected-error {{outlives 't'}}
  };
  set();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p;
}

[[oxide::kernel]]
__global__ void stays_quiet(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float x = 1.0f, y = in.get(0).value_or(2.0f);
  const float *p = &x;
  auto to_capture = [&] { p = &y; };
  to_capture();
  auto own = [](const float &v) {
    const float *q = nullptr;
    q = &v;
    return *q;
  };
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *p + own(x);
}
