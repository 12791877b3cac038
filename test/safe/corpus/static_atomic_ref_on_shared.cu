// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// cuda::atomic_ref built on a __shared__ counter (mixes with its plain accesses; Tier 2).
#include <oxide/oxide.cuh>
#include <cuda/atomic>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void atomic_ref_shared(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  __shared__ int counter;
  cuda::atomic_ref<int, cuda::thread_scope_block> c(counter); // expected-error {{safe code writes 'counter'}} expected-error {{from a library oxide does not know}}
  ++c;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 0.0f;
}
