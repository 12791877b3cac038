// A kernel template gets a launcher per explicit instantiation, in place, in
// its namespace; each is named with its template arguments in errors and in
// the generated header.
// RUN: %oxide-rewrite %s -o %t.cu --header %t.oxide.h
// RUN: FileCheck %s --check-prefix=HEADER < %t.oxide.h
// RUN: %nvcc %t.cu -o %t
// RUN: %t | FileCheck %s --match-full-lines
#include <oxide/oxide.cuh>

#include <cstdio>

namespace ops {
template <class T>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1), requires = (out.len() >= n)")]]
__global__ void fill(oxide::disjoint_slice<T> out, unsigned n, T value) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = value;
}
template __global__ void fill<float>(oxide::disjoint_slice<float>, unsigned, float);
template __global__ void fill<int>(oxide::disjoint_slice<int>, unsigned, int);
} // namespace ops

int main() {
  auto f = oxide::disjoint_slice<float>::from_raw_parts(reinterpret_cast<float *>(0x1000), 10);
  auto i = oxide::disjoint_slice<int>::from_raw_parts(reinterpret_cast<int *>(0x2000), 10);
  const auto cfg = oxide::launch_config::grid_1d(1);
  auto a = oxide::launch<ops::fill<float>>(nullptr, cfg, f, 100u, 1.0f);
  auto b = oxide::launch<ops::fill<int>>(nullptr, cfg, i, 11u, 7);
  std::printf("%s\n%s\n", a ? "LAUNCHED" : a.error().message().c_str(),
              b ? "LAUNCHED" : b.error().message().c_str());
}
// CHECK: fill<float>: size requirement `out.len() >= n` violated: left-hand side is 10 (out.len()), right-hand side is 100 (n)
// CHECK-NEXT: fill<int>: size requirement `out.len() >= n` violated: left-hand side is 10 (out.len()), right-hand side is 11 (n)
// HEADER: namespace ops {
// HEADER-NEXT: ::oxide::result<void> fill_float_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<float> out, unsigned int n, float value);
// HEADER: ::oxide::result<void> fill_int_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<int> out, unsigned int n, int value);
