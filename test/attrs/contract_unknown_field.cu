// Rejected: a misspelled key.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domian = 1, block = (256, 1, 1)")]]
// expected-error@-1 {{unknown launch_contract field `domian`; expected domain, coordinates, block, dynamic_shared, dynamic_shared_ra}}
// CHECK: contract_unknown_field.cu:[[@LINE-2]]:27: error: unknown launch_contract field `domian`; expected domain, coordinates, block, dynamic_shared, dynamic_shared_range, dynamic_shared_alignment, min_compute_capability, or requires
__global__ void k(oxide::slice<const float> input, oxide::disjoint_slice<float> output, unsigned n, int m, float alpha) {}
