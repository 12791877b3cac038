// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// A pointer to const into a raw __shared__ tile, read after an unsafe fill and barrier.
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void const_ptr_shared(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ float tile[128];
  // SAFETY: each thread writes its own slot (block = 128), then the whole block syncs.
  [[oxide::unsafe]] {
    tile[threadIdx.x] = in.get(threadIdx.x).value_or(0.0f);
    __syncthreads();
  }
  const float *row = &tile[0];
  const float first = *row;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = first + tile[127];
}
