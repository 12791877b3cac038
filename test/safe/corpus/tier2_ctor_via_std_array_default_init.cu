// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Default-initialising a cuda::std::array of a user type runs the user's constructor inside the library.
#include <oxide/oxide.cuh>
#include <cuda/std/array>
struct lane {
  __device__ lane() {
    __syncwarp(); // expected-error {{is a Tier-2 operation}}
  }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void array_ctor(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (threadIdx.x < 64) {
    cuda::std::array<lane, 2> lanes;
    (void)lanes;
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
