// A <<<>>> launch of a contracted kernel checks nothing of the contract,
// while the kernel's entry assumes its `requires`: a warning at the launch,
// once, on both paths. A raw kernel, a kernel without a contract and a plain
// __global__ function launch without one.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %nvcc -c %t.cu -o %t.o
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (out.len() == n)")]]
__global__ void fill(oxide::disjoint_slice<float> out, unsigned n) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}

[[oxide::kernel]] __global__ void uncontracted(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 2.0f;
}

__global__ void plain(float *p) { p[threadIdx.x] = 0.0f; }

template <class K>
void through_template(K k, oxide::disjoint_slice<float> out) {
  fill<<<1, 128>>>(out, 7); // expected-warning {{<<<>>> launches 'fill' without checking its launch contract: nothing checks the geometry, the `requires` relations or the aliasing, and the kernel's entry assumes the `requires` relations and the launch shape; launch it with oxide::launch<&fill> (or oxide::launch_unchecked<&fill>, which says that the caller upholds the contract)}}
  (void)k;
}

void host(oxide::disjoint_slice<float> out, float *p) {
  fill<<<1, 128>>>(out, 3); // expected-warning {{<<<>>> launches 'fill' without checking its launch contract}}
  uncontracted<<<1, 128>>>(out);
  plain<<<1, 32>>>(p);
  through_template(0, out);
}
// CHECK: chevron_launch_warns.cu:26:3: warning: <<<>>> launches 'fill' without checking its launch contract
// CHECK: chevron_launch_warns.cu:31:3: warning: <<<>>> launches 'fill' without checking its launch contract
