// Trap 1 (docs/internals.md): a plugin attribute registered only as
// `oxide::launch_contract` gets 0 arguments without a word. Prove that every
// string arrives, with its exact column, also through adjacent-literal
// concatenation.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only \
// RUN:   -fplugin-arg-oxide-dump-contracts -Xclang -verify %s

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1")]] // expected-remark {{oxide kernel 'one': launch_contract string "domain = 1"}}
__global__ void __launch_bounds__(256) one() {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2", // expected-remark {{oxide kernel 'two': launch_contract string "domain = 2"}}
                         "block = (16, 16, 1)", // expected-remark {{launch_contract string "block = (16, 16, 1)"}}
                         "requires = (" "n >= 1)")]] // expected-remark {{launch_contract string "requires = (n >= 1)"}}
__global__ void two(unsigned n) {}
