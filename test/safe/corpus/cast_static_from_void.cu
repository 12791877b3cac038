// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// static_cast from void* re-types a 4-byte local as an 8-byte double: the write overruns it.
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void static_void(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float local = 0.0f;
  void *v = &local;
  double *d = static_cast<double *>(v); // expected-error {{is not allowed in safe code}}
  *d = 1.0;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = local;
}
