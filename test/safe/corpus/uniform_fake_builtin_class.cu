// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// blockDim, gridDim and blockIdx were known by their class's name alone:
// a user's class named __cuda_builtin_blockDim_t in a namespace, whose
// conversion reads threadIdx, passed for launch-uniform (a divergent
// barrier, a forged oxide::uniform). Only CUDA's global variables of
// clang's global classes are.
#include <oxide/oxide.cuh>
namespace mine {
struct __cuda_builtin_blockDim_t {
  __device__ operator unsigned() const { return threadIdx.x; }
};
struct __cuda_builtin_blockIdx_t {
  __device__ operator unsigned() const { return threadIdx.x; }
};
} // namespace mine

[[oxide::kernel]]
__global__ void fake_builtins(oxide::disjoint_slice<float> out, oxide::slice<const float> in) {
  const mine::__cuda_builtin_blockDim_t tid{};
  const mine::__cuda_builtin_blockIdx_t tid2{};
  float v = in.get(threadIdx.x).value_or(0.0f);
  if (tid < 16u)
    oxide::block::sync(); // expected-error {{collective 'oxide::block::sync' is not proven to be reached by every thread of the block}}
  const oxide::uniform<unsigned> k(static_cast<unsigned>(tid)); // expected-error {{oxide::uniform made from a value that may differ between threads}}
  if (tid2 < 8u)
    v = oxide::block::reduce_max(v); // expected-error {{collective 'oxide::block::reduce_max' is not proven}}
  // CUDA's own stay uniform.
  if (blockDim.x > 16u && blockIdx.x < 4u)
    v = oxide::block::reduce_add(v);
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v + float(k.get());
}
