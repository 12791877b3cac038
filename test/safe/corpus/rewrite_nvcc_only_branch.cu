// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify=plugin %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=rewrite -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Code under #ifdef __NVCC__ is never parsed by clang (plugin or oxide-rewrite), but nvcc compiles it.
// The plugin compiles what it parses (no barrier); oxide-rewrite must refuse the branch.
// plugin-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void branch(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifdef __NVCC__
  if (threadIdx.x < 64)
    __syncwarp();
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
