// A contract or unchecked_indexing on a function that is not an oxide
// kernel does nothing: say so.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s

[[oxide::launch_contract("domain = 1")]] __global__ void plain() {} // expected-warning {{[[oxide::launch_contract]] has no effect on 'plain', which is not marked [[oxide::kernel]]}}
[[oxide::unchecked_indexing]] __global__ void fast() {} // expected-warning {{[[oxide::unchecked_indexing]] has no effect on 'fast', which is not marked [[oxide::kernel]]}}
[[oxide::kernel]] [[oxide::unchecked_indexing]] __global__ void fine() {}
