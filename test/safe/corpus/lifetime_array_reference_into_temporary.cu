// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// get() returns a reference to the member array of the temporary holder{...}, which dies at the ';': r dangles. mayHold() strips the holder's array extents but not the result's, so float[4] never matches a float[4] member.
#include <oxide/oxide.cuh>
struct holder {
  float a[4];
  __device__ const float (&get() const)[4] { return a; }
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void array_ref_temp(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const float x = in.get(threadIdx.x).value_or(0.0f);
  const float (&r)[4] = holder{{x, x, x, x}}.get(); // expected-error {{into a temporary}}
  const float v = r[1];
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
