// [[oxide::kernel]] on a function that is not __global__ is an error. The
// check runs after the whole declaration is seen: a leading attribute is
// handled before __global__ is attached (docs/internals.md, trap 4).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s

[[oxide::kernel]] void host_fn() {} // expected-error {{[[oxide::kernel]] applies only to __global__ functions; 'host_fn' is not __global__}}
[[oxide::kernel]] __device__ void device_fn() {} // expected-error {{'device_fn' is not __global__}}
[[oxide::kernel]] __host__ __device__ void both_fn() {} // expected-error {{'both_fn' is not __global__}}

// Accepted: the attribute before or after __global__, on templates too.
[[oxide::kernel]] __global__ void leading() {}
__global__ [[oxide::kernel]] void trailing_scope() {}
template <class T> [[oxide::kernel]] __global__ void templated(T) {}
template __global__ void templated<int>(int);

int x [[oxide::kernel]]; // expected-error {{[[oxide::kernel]] applies only to functions}}
