// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The barrier is only in the device branch of #ifdef __CUDA_ARCH__: a host-side parse (oxide-rewrite)
// never sees it, and nvcc then compiles it.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void arch_branch(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
#ifdef __CUDA_ARCH__
  if (threadIdx.x < 64)
    __syncwarp(); // expected-error {{is a Tier-2 operation}}
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
