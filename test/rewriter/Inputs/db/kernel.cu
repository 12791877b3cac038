// Parses only with the database's flags: -I include and -DFROM_DATABASE.
#include <oxide/oxide.cuh>
#include "db_config.h"
#ifndef FROM_DATABASE
#  error "FROM_DATABASE is not defined: the compile command was not used"
#endif

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1", "requires = (out.len() >= n)")]]
__global__ void __launch_bounds__(DB_BLOCK) fill(oxide::disjoint_slice<float> out, unsigned n) {
  if (auto [o, i] = out.get_mut_indexed(); o)
    *o = float(i.get());
}
