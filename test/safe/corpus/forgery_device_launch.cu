// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -fgpu-rdc -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -fgpu-rdc -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// A device-side <<<>>>: a child grid with its own shape, outside every
// launch check (its block, its requires, its aliasing), racing the parent.
#include <oxide/oxide.cuh>
__global__ void child(int v) {}
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void parent(oxide::disjoint_slice<float> out) {
  child<<<1, 128>>>(1); // expected-error {{a device-side kernel launch is not allowed in safe code}} expected-error 0-1 {{safe code passes a raw pointer}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
