// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A surface write stores to any texel of the surface, unchecked.
#include <oxide/oxide.cuh>
__constant__ cudaSurfaceObject_t c_surface;
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void surf(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  surf2Dwrite(1.0f, c_surface, int(threadIdx.x) * 4, 0); // expected-error {{a surface write}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
