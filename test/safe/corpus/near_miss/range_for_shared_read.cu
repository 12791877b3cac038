// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// Range-for by const reference over a __shared__ array after an unsafe fill: reads only.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void range_for_shared_read(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float tile[128];
  // SAFETY: each thread writes its own slot (block = 128), then the whole block syncs.
  [[oxide::unsafe]] {
    tile[threadIdx.x] = in.get(threadIdx.x).value_or(0.0f);
    __syncthreads();
  }
  float sum = 0.0f;
  for (const float &x : tile)
    sum += x;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = sum;
}
