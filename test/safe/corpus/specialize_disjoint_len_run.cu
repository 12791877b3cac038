// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
#include <oxide/oxide.cuh>
// disjoint_slice<float, linear_tiles<4>>::len() lies on the device; get_run plans each thread's run from s.len()
template <> constexpr oxide::size_t oxide::disjoint_slice<float, oxide::linear_tiles<4>>::len() const noexcept { // expected-error {{user code specializes oxide's 'oxide::disjoint_slice::len'}}
#ifdef __CUDA_ARCH__
  return ~oxide::size_t(0);
#else
  return len_;
#endif
}
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::disjoint_slice<float, oxide::linear_tiles<4>> out) {
  if (auto r = oxide::get_run(out, oxide::thread::index_1d()))
    if (auto e = r->get(3)) *e = 1.0f;   // every thread's run "exists": writes past the buffer
}
