// A line marker that names the CUDA toolkit (and the system-header flag)
// does not make code trusted: trust goes by the real file, so the helper is
// still checked on both paths.
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only %s 2>&1 | FileCheck %s
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-device-only %s 2>&1 | FileCheck %s
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s && not test -e %t.cu
// CHECK: not_really_the_toolkit.h:3:3: error: safe code writes 'g_marked'
#include <oxide/oxide.cuh>

#include "Inputs/line_marker_helper.h"

[[oxide::kernel]]
__global__ void reaches(oxide::disjoint_slice<float> out) {
  line_marker_write();
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
