// `#include "cfg.h"` is src/cfg.h for nvcc compiling this file; the
// rewritten copy must find the same one (oxide checked that one).
#include <oxide/oxide.cuh>
#include "cfg.h"
#ifndef SHADOW_RACE
#  define SHADOW_RACE (void)0
#endif

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void shadowed(oxide::disjoint_slice<float> out) {
  SHADOW_RACE;
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = 1.0f;
}
