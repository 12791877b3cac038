// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>
#include <cuda/std/type_traits>
struct my_space { static constexpr oxide::size_t row_stride = oxide::size_t(1) << 63; };
template <> struct oxide::is_index_space<my_space> : cuda::std::true_type {}; // expected-error {{user code specializes oxide's 'oxide::is_index_space'}}
[[oxide::kernel]] [[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void k(oxide::disjoint_slice<float, my_space> out) {
  if (auto r = out.get_mut_indexed()) *r += 1.0f;   // rows 0 and 2 share index col
}
