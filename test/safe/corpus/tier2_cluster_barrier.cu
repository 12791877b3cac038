// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// __cluster_barrier_arrive/__cluster_barrier_wait are cluster-wide barriers; here only 5 threads reach them, so the cluster deadlocks or the barrier completes wrongly (isCudaTier2Name lists no __cluster_barrier_* names, and clang's wrappers are trusted code).
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void cluster_barrier(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 5) {
    __cluster_barrier_arrive(); // expected-error {{is a Tier-2 operation}}
    __cluster_barrier_wait(); // expected-error {{is a Tier-2 operation}}
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
