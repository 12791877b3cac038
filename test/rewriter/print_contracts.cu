// -print-contracts prints each kernel's contract as the emitters read it back
// through attrs::readContract: validated and canonical, whatever its spelling.
// RUN: %oxide-rewrite %s -o %t.cu -print-contracts | FileCheck %s --match-full-lines
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("block=(16,16,1),domain=2", "requires = (k>=1, a.len() >= m*k,)")]]
__global__ void __launch_bounds__(256) sgemm(unsigned m, unsigned k, oxide::slice<const float> a) {}
// CHECK: sgemm: domain = 2, block = (16, 16, 1), requires = (k >= 1, a.len() >= m * k)

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, coordinates = u32, dynamic_shared_range = (0, 0x400), requires = ((x.len() - 1) * 2 + 0 >= n * 3))
__global__ void __launch_bounds__(128) macro_form(oxide::slice<const int> x, unsigned n) {}
// CHECK-NEXT: macro_form: domain = 1, coordinates = u32, dynamic_shared_range = (0, 1024), requires = ((x.len() - 1) * 2 + 0 >= n * 3)

template <class T>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1), requires = (out.len() >= n)")]]
__global__ void fill(oxide::disjoint_slice<T> out, unsigned n) {}
template __global__ void fill<float>(oxide::disjoint_slice<float>, unsigned);
// CHECK-NEXT: fill<float>: domain = 1, block = (64, 1, 1), requires = (out.len() >= n)

// No contract, no line.
[[oxide::kernel]] __global__ void plain(oxide::disjoint_slice<float> out) {}
