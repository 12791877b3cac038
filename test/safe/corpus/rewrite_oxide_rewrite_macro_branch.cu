// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify=plugin -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=rewrite -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// oxide-rewrite parses with __OXIDE_REWRITE__ defined; nvcc compiles the output without it.
// The plugin parses the branch (it is not oxide-rewrite) and refuses the barrier; oxide-rewrite must refuse the branch.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void branch(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
// rewrite-error@+1 {{depends on '__OXIDE_REWRITE__'}}
#ifndef __OXIDE_REWRITE__
  if (threadIdx.x < 64)
    __syncwarp(); // plugin-error {{is a Tier-2 operation}}
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
