// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>
// user specialization of oxide::index2d<7> with a stride that wraps: row*stride+col = col-row
template <> struct oxide::index2d<7> { // expected-error {{user code specializes oxide's 'oxide::index2d'}}
  static constexpr oxide::size_t row_stride = ~oxide::size_t(0); };
[[oxide::kernel]] [[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void k(oxide::disjoint_slice<float, oxide::index2d<7>> out) {
  if (auto o = out.get_mut(oxide::thread::index_2d<7>())) *o += 1.0f;  // (0,0) and (1,1) both get element 0
}
