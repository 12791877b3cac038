// A contract written with OXIDE_LAUNCH_CONTRACT(...) is a stringized macro
// argument: it has no column of its own, so diagnostics point at the macro
// use, and carry no fix-it (there is no literal to edit).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=fix-it
#include <oxide/oxide.cuh>

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (256, 1, 1), requires = (input.len() >= count))
// expected-error@-1 {{unknown identifier `count` in requires}}
// CHECK: macro_diagnostics_point_at_the_use.cu:[[@LINE-2]]:1: error: unknown identifier `count` in requires
__global__ void k(oxide::slice<const float> input, unsigned n) {}

[[oxide::kernel]]
  OXIDE_LAUNCH_CONTRACT(domain = 1, block = (256, 1, 1), requires = (input >= n))
// expected-error@-1 {{slice parameter `input` may only appear in requires as `input.len()`}}
// CHECK: macro_diagnostics_point_at_the_use.cu:[[@LINE-2]]:3: error: slice parameter `input`
__global__ void j(oxide::slice<const float> input, unsigned n) {}
