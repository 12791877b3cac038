// Trap 2 (docs/internals.md): contract strings stored as raw StringLiteral
// annotation arguments crash clang's codegen; -fsyntax-only hides it. A full
// compile of both sides must succeed, and no contract text leaks into PTX.
// RUN: %clang_cuda_plugin -O2 -c %s -o %t.o
// RUN: %clang_cuda_plugin -O2 --cuda-device-only -S %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx

[[oxide::kernel(raw)]]
[[oxide::launch_contract("domain = 1", "block = (256, 1, 1)")]]
__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }

// CHECK: .entry _Z1kPf(
// CHECK-NOT: domain = 1
// CHECK-NOT: oxide.launch_contract
