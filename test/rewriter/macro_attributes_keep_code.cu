// oxide-rewrite blanks an oxide attribute's own tokens only. A macro that is
// the attribute alone (a contract macro) is blanked where it is used; a
// macro that holds an attribute and code keeps the code: nvcc ignores the
// attribute in it (warning 2803) and the barrier stays.
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: FileCheck %s --check-prefix=OUT < %t.cu
// RUN: %nvcc_ptx %t.cu -o - | FileCheck %s --check-prefix=PTX
#include <oxide/oxide.cuh>

#define SYNC_BLOCK /* SAFETY: every thread of the block reaches it */ [[oxide::unsafe]] { oxide::sync_threads(); }
#define MY_CONTRACT [[oxide::launch_contract("domain = 1, block = (64, 1, 1)")]]

[[oxide::kernel]] MY_CONTRACT __global__ void staged(oxide::disjoint_slice<float> out) {
  SYNC_BLOCK
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
// OUT-NOT: MY_CONTRACT __global__
// OUT: __global__ void OXIDE_BLOCK_SIZE(64, 1, 1) staged(
// OUT-NEXT: {{^}}  SYNC_BLOCK
// PTX: .entry {{.*}}staged
// PTX: bar.sync 0
