// Where oxide-rewrite cannot give a kernel everything its contract needs, it
// says so at the kernel, and writes nothing: a kernel template launched
// without an explicit instantiation (one error naming the line to write), a
// kernel defined in a header (a warning; an error when its [[oxide::unsafe]]
// block relies on the launch shape, whose trap goes at the entry).
// RUN: rm -f %t.cu
// RUN: not %oxide-rewrite %s -o %t.cu -- -I%S/Inputs 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: test ! -e %t.cu
#include "kernels_defined_here.cuh"

template <class T>
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void fill(oxide::disjoint_slice<T> out, T v) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

void launches(oxide::disjoint_slice<float> f, oxide::disjoint_slice<int> i) {
  (void)oxide::launch<&fill<float>>(nullptr, oxide::launch_config::grid_1d(1), f, 1.0f);
  (void)oxide::launch<&fill<float>>(nullptr, oxide::launch_config::grid_1d(2), f, 2.0f);
  // A <<<>>> launch needs no launcher (it is warned of as any <<<>>> launch).
  fill<int><<<1, 128>>>(i, 3);
}

// CHECK: launcher_placement.cu:22:3: warning: <<<>>> launches 'fill' without checking its launch contract
// CHECK: kernels_defined_here.cuh:6:17: warning: oxide kernel 'defined_in_header' is defined in a header, which oxide-rewrite does not rewrite: its body gets no exact block size and no contract facts (slower, not less checked); define it in the .cu file and declare it in the header
// CHECK: kernels_defined_here.cuh:12:17: error: oxide kernel 'shape_in_header' is defined in a header, which oxide-rewrite does not rewrite: its {{\[\[}}oxide::unsafe{{\]\]}} block relies on the launch shape, and the trap that checks the shape at the kernel's entry cannot be added; define it in the .cu file and declare it in the header
// CHECK: launcher_placement.cu:19:9: error: kernel template instantiation 'fill<float>' has no launcher: oxide-rewrite writes one for each explicit instantiation; add `template __global__ void fill<float>(oxide::disjoint_slice<float>, float);` after the template's definition
