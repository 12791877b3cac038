// Needs the include paths from options files and a define from -Xcompiler.
#include <oxide/oxide.cuh>
#include "inc_a.h"
#include "inc_b.h"

#ifndef __CUDA_ARCH__
static_assert(FROM_XCOMPILER == 3, "-Xcompiler -DFROM_XCOMPILER=3 reaches the host side");
#endif

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (64, 1, 1)")]]
__global__ void uses_flags(oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = INC_A + INC_B;
}
