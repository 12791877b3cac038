// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Without -verify too: the cached header must not hide the macro.
// RUN: not %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// CHECK: error: macro 'check_failed', defined in user code, changes the code of a trusted header
// A user macro defined before oxide's headers rewrites their code: here
// device_lib's bounds trap becomes a no-op, and *in.get(i) reads past the
// end. oxide relies on trusted headers as written, so the macro is refused
// (oxide-rewrite's cached header, parsed before the macro existed, is set
// aside for this file).
#include <oxide/config.cuh>
namespace oxide::detail {
__host__ __device__ inline void nop() noexcept {}
} // namespace oxide::detail
#define check_failed() nop() // expected-error {{macro 'check_failed', defined in user code, changes the code of a trusted header}}
#include <oxide/oxide.cuh>
#undef check_failed

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void k(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = *in.get(threadIdx.x + 1000000);
}
