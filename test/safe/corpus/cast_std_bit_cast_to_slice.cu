// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::std::bit_cast forges a writable oxide::slice from two integers.
#include <oxide/oxide.cuh>
#include <cuda/std/bit>
struct two_words {
  unsigned long long a, b;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void std_bitcast(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const two_words w{0x7f0000000000ull, 1u << 20};
  const auto s = cuda::std::bit_cast<oxide::slice<float>>(w); // expected-error {{safe code}}
  s[threadIdx.x] = 1.0f;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
