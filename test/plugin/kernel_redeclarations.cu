// A kernel's attributes may be spread over its declarations (the header
// carries the contract, the .cu file the definition); every declaration
// adds to one set. Declarations that disagree, an attribute that arrives
// after the body (clang drops it, and says so) and a launch_contract with no
// string are refused. Both paths. (Overloaded kernels work:
// test/launch/overloaded_kernels.cu.)
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify && not test -e %t.cu
#include <oxide/oxide.cuh>

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void two_contracts(oxide::disjoint_slice<float> out); // expected-note {{the other declaration}}
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)")]] // expected-error {{'two_contracts' has a different [[oxide::launch_contract]] in another declaration}}
__global__ void two_contracts(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

[[oxide::kernel(raw)]] __global__ void raw_then_safe(float *p); // expected-note {{the other declaration}}
[[oxide::kernel]] __global__ void raw_then_safe(float *p); // expected-error {{'raw_then_safe' is [[oxide::kernel(raw)]] in one declaration and [[oxide::kernel]] in another}}

__global__ void late(oxide::disjoint_slice<float> out) { // expected-note {{previous definition is here}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
[[oxide::kernel]] __global__ void late(oxide::disjoint_slice<float> out); // expected-warning {{attribute declaration must precede definition}}

// Written by hand as an annotation: no string to read.
[[oxide::kernel]] [[clang::annotate("oxide.launch_contract")]] // expected-error {{launch_contract takes one or more string literals, and nothing else}} expected-error {{'oxide.launch_contract' is a mark of oxide's own declarations}} expected-note {{use the [[oxide::...]] attributes}}
__global__ void no_string(oxide::disjoint_slice<float> out) {}
[[oxide::kernel]] [[clang::annotate("oxide.launch_contract", 42)]] // expected-error {{launch_contract takes one or more string literals, and nothing else}} expected-error {{'oxide.launch_contract' is a mark of oxide's own declarations}} expected-note {{use the [[oxide::...]] attributes}}
__global__ void not_a_string(oxide::disjoint_slice<float> out) {}

// The same contract on two declarations, or the contract on the header's
// declaration and [[oxide::kernel]] on the definition, is one kernel.
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void agree(oxide::disjoint_slice<float> out);
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void agree(oxide::disjoint_slice<float> out) {}
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void split(oxide::disjoint_slice<float> out);
[[oxide::kernel]] __global__ void split(oxide::disjoint_slice<float> out) {}
