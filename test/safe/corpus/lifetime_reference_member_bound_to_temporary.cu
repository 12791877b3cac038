// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// boxed's constructor binds its reference member to its parameter, here the temporary x + 1.0f, which dies at the end of the declaration: b.r then reads a dead stack slot.
#include <oxide/oxide.cuh>
struct boxed {
  const float &r;
  __device__ explicit boxed(const float &v) : r(v) {}
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void ref_member_temp(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = in.get(threadIdx.x).value_or(0.0f);
  boxed b(x + 1.0f); // expected-error {{into a temporary}}
  const float v = b.r;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
