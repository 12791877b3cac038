// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::ptx::barrier_cluster_arrive/wait: a cluster-wide barrier under a divergent branch.
#include <oxide/oxide.cuh>
#include <cuda/ptx>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void cluster_barrier(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64) {
    cuda::ptx::barrier_cluster_arrive(); // expected-error {{is a Tier-2 operation}}
    cuda::ptx::barrier_cluster_wait(); // expected-error {{is a Tier-2 operation}}
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
