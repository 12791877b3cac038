// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A __managed__ counter incremented by every thread: a race.
#include <oxide/oxide.cuh>
__managed__ unsigned g_hits; // expected-warning 0-1 {{'managed' attribute ignored}}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void hit(oxide::disjoint_slice<float> out) {
  g_hits += 1; // expected-error {{safe code writes 'g_hits'}} expected-error {{reference to __host__ variable 'g_hits' in __global__ function}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
