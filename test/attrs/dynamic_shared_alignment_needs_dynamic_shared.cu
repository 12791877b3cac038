// Rejected: an alignment of dynamic shared memory the contract does not
// give, and an alignment past 1024 bytes. Both paths: the plugin, and
// oxide-rewrite (which writes nothing).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify && not test -e %t.cu
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), dynamic_shared_alignment = 16")]]
// expected-error@-1 {{dynamic_shared_alignment needs `dynamic_shared` or `dynamic_shared_range`}}
__global__ void no_dynamic_shared(oxide::disjoint_slice<float> out) {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), dynamic_shared = 8192, dynamic_shared_alignment = 2048")]]
// expected-error@-1 {{dynamic_shared_alignment must be at most 1024 bytes}}
__global__ void too_aligned(oxide::disjoint_slice<float> out) {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), dynamic_shared_range = (0, 8192), dynamic_shared_alignment = 1024")]]
__global__ void fine(oxide::disjoint_slice<float> out) {}
