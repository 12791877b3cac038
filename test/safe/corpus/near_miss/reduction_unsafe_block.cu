// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// The examples' reduction shape: shuffles inside one commented unsafe block, the lane-0 write via warp_index().
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void reduce(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::warp1d> sums) {
  float v = in.get(threadIdx.x + blockIdx.x * blockDim.x).value_or(0.0f);
  const unsigned mask = oxide::warp::launched_mask();
  // SAFETY: every lane this block launched reaches these shuffles together; launched_mask() names them.
  [[oxide::unsafe]] {
    for (unsigned off = 16; off > 0; off /= 2)
      v += oxide::warp::shuffle_down(mask, v, off);
  }
  if (auto o = sums.get_mut(oxide::thread::warp_index()))
    *o = v;
}
