// The header/.cu split: the kernels' attributes are on declarations in a
// header. The kernel defined here gets its launcher right after the header's
// #include (a launch may come before the definition), its exact block and
// its contract's facts at the definition; the one defined in another file
// gets its launcher here too. Launches are refused on the CPU by `requires`.
// RUN: %oxide-rewrite %s -o %t.cu -- -I%S/Inputs
// RUN: FileCheck %s --check-prefix=REWRITE < %t.cu
// RUN: %nvcc -I%S/Inputs -c %t.cu -o %t.o
// RUN: %clang_cuda -I%S/Inputs -c %t.cu -o %t.clang.o
// An elsewhere() definition, for the link, through oxide-rewrite: its body
// defines the contract's link-time token that this file's launcher needs
// (test/launch/contract_agrees_at_link.test).
// RUN: %oxide-rewrite %S/Inputs/split_elsewhere.cu -o %t.elsewhere.cu -- -I%S/Inputs
// RUN: %nvcc -I%S/Inputs -c %t.elsewhere.cu -o %t.elsewhere.o
// RUN: %nvcc %t.o %t.elsewhere.o -o %t
// RUN: %t | FileCheck %s --match-full-lines
// The clang path: the plugin checks the definition under the header's
// attributes, in the same compile.
// RUN: %oxide-rewrite %s -o %t.kept.cu --keep-attributes -- -I%S/Inputs
// RUN: %clang_cuda_plugin -I%S/Inputs -c %t.kept.cu -o %t.plugin.o
#include "split_kernels.cuh"

#include <cstdio>

static void report(const oxide::result<void> &r) {
  std::printf("%s\n", r ? "launched" : r.error().message().c_str());
}

// Before the definition.
void early(oxide::disjoint_slice<float> out) {
  report(oxide::launch<&split::scale>(nullptr, oxide::launch_config::grid_1d(1), out, 3u));
}

__global__ void split::scale(oxide::disjoint_slice<float> out, unsigned n) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 2.0f * n;
}

int main() {
  float buf[8] = {};
  const auto out = oxide::disjoint_slice<float>::from_raw_parts(buf, 8);
  early(out);
  report(oxide::launch<&split::elsewhere>(nullptr, oxide::launch_config::grid_1d(1), out));
}
// CHECK: scale: size requirement `out.len() == n` violated: left-hand side is 8 (out.len()), right-hand side is 3 (n)
// CHECK: elsewhere: size requirement `out.len() >= 100` violated: left-hand side is 8 (out.len()), right-hand side is 100

// REWRITE: #include "split_kernels.cuh"
// REWRITE-EMPTY:
// REWRITE-NEXT: #line {{[0-9]+}} "{{.*}}header_split.cu.tmp.cu" // oxide-rewrite: launcher of split::scale
// REWRITE: template <> struct oxide::kernel_traits<&::split::scale> {
// REWRITE: #line {{[0-9]+}} "{{.*}}header_split.cu.tmp.cu" // oxide-rewrite: launcher of split::elsewhere
// REWRITE: template <> struct oxide::kernel_traits<&::split::elsewhere> {
// REWRITE: #line 17 "{{.*}}header_split.cu"
// REWRITE: __global__ void OXIDE_BLOCK_SIZE(128, 1, 1) split::scale(oxide::disjoint_slice<float> out, unsigned n) { OXIDE_ASSUME(oxide_fact, static_cast<unsigned long long>(out.len()) == static_cast<unsigned long long>(n));
