// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// The barrier is in the device arm of NV_IF_TARGET: only the device side sees it.
#include <oxide/oxide.cuh>
#include <nv/target>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void nv_target(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64) {
    NV_IF_TARGET(NV_IS_DEVICE, (__syncwarp();)) // expected-error {{is a Tier-2 operation}}
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
