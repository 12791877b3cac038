// [[oxide::kernel]] takes no argument or `raw`; twice is an error.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s

[[oxide::kernel(raw)]] __global__ void raw_ok() {}
[[oxide::kernel(fast)]] __global__ void unknown() {} // expected-error {{unknown argument to [[oxide::kernel]]; the only one is 'raw', as in [[oxide::kernel(raw)]]}}
[[oxide::kernel(1)]] __global__ void number() {} // expected-error {{unknown argument to [[oxide::kernel]]}}
[[oxide::kernel]] [[oxide::kernel]] __global__ void twice() {} // expected-error {{[[oxide::kernel]] is given more than once}}
[[oxide::kernel(raw, raw)]] __global__ void two_args() {} // expected-error {{use of undeclared identifier 'raw'}}
