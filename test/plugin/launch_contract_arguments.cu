// [[oxide::launch_contract]] takes one or more string literals, once.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s

[[oxide::kernel]] [[oxide::launch_contract]] __global__ void none() {} // expected-error {{[[oxide::launch_contract]] needs at least one string literal, as in [[oxide::launch_contract("domain = 1")]]}}
[[oxide::kernel]] [[oxide::launch_contract(1)]] __global__ void number() {} // expected-error {{argument 1 of [[oxide::launch_contract]] must be a string literal of 'key = value' items}}
[[oxide::kernel]] [[oxide::launch_contract("domain = 1", domain)]] __global__ void ident() {} // expected-error {{use of undeclared identifier 'domain'}}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (32, 1, 1)")]] // expected-note {{the first launch_contract is here}}
[[oxide::launch_contract("domain = 2")]] // expected-error {{a kernel may have only one [[oxide::launch_contract]]}}
__global__ void twice() {}

void host() [[oxide::launch_contract("domain = 1")]]; // expected-error {{'oxide::launch_contract' attribute cannot be applied to types}}
struct [[oxide::launch_contract("domain = 1")]] s {}; // expected-error {{[[oxide::launch_contract]] applies only to functions}}
