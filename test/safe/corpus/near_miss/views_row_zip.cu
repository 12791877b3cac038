// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// matrix_view rows and columns, zip_exact, range-for over the pairs (the README's gemm_views shape).
// expected-no-diagnostics
#include <oxide/oxide.cuh>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void views(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  const unsigned k = 16;
  float sum = 0.0f;
  if (auto a_row = oxide::matrix_view(in, k).row(threadIdx.x, k))
    if (auto b_col = oxide::matrix_view(in, k).col(threadIdx.x % k, k))
      if (auto pairs = a_row->zip_exact(*b_col))
        for (auto [x, y] : *pairs)
          sum += x * y;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = sum;
}
