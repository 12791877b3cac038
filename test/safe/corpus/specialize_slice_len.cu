// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>
// explicit specialization of an oxide member: slice<const float>::len() lies on the device only
template <> constexpr oxide::size_t oxide::slice<const float>::len() const noexcept { // expected-error {{user code specializes oxide's 'oxide::slice::len'}}
#ifdef __CUDA_ARCH__
  return ~oxide::size_t(0);
#else
  return len_;
#endif
}
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  oxide::matrix_view m(in, 1);                      // takes len_ = in.len()
  float v = 0;
  if (auto r = m.row(1u << 30, 1)) for (float x : *r) v += x;   // proven against SIZE_MAX: reads in[2^30]
  if (auto o = out.get_mut(oxide::thread::index_1d())) *o = v;
}
