// Contract strings are narrow: a wide literal is refused, not misread.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract(L"domain = 1, block = (256, 1, 1)")]] // expected-error {{launch_contract strings must be narrow string literals}}
__global__ void k(unsigned n) {}
