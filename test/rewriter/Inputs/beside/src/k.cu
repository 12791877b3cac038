// An oxide kernel file whose quoted includes name headers beside it; the
// include/ directory on the command's -I path has headers of the same
// names. The original compile finds these (its own directory comes first);
// the rewritten copy, elsewhere, must find the same ones.
#include <oxide/oxide.cuh>
#include "cfg.h"
#include \
  "sub/deep.h"
%:include "digraph.h" // `%:` is `#`
#define BESIDE_EMPTY
#include BESIDE_EMPTY "empty_macro.h" // the name after a macro that expands to nothing
#include <cfg.h> // angled: the -I path's, for the copy as for the original
#include "only_on_path.h"
int beside_host_side() { // a host function's body may differ per compiler
#ifndef __clang__
#  include "nvcc_only.h" // a branch nvcc takes and the parse skips
#endif
  return 0;
}
#if __has_include("cfg.h")
#  define BESIDE_HAS_CFG 1
#endif
// A comment naming "cfg.h", and a string that does, are left as they are:
static const char *const cfg_name = "cfg.h";

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void beside(oxide::disjoint_slice<float> out) {
  BESIDE_RACE;
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = BESIDE_VALUE;
}
