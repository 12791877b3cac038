// An oxide attribute without the `oxide::` scope is an error, with a fix-it.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only \
// RUN:   -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s

[[kernel]] __global__ void a() {} // expected-error {{'kernel' is an oxide attribute and must be written with its scope, as [[oxide::kernel]]}}
// CHECK: fix-it:"{{.*}}":{[[@LINE-1]]:3-[[@LINE-1]]:3}:"oxide::"

[[oxide::kernel]] [[launch_contract("domain = 1")]] __global__ void b() {} // expected-error {{'launch_contract' is an oxide attribute and must be written with its scope, as [[oxide::launch_contract]]}}

[[oxide::kernel]] [[unchecked_indexing]] __global__ void c() {} // expected-error {{'unchecked_indexing' is an oxide attribute}}

__global__ void d(int *p) {
  // SAFETY: one thread, one element.
  [[unsafe]] { p[0] = 1; } // expected-error {{'unsafe' is an oxide attribute and must be written with its scope, as [[oxide::unsafe]]}}
}
