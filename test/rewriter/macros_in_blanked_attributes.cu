// A macro in an [[oxide::...]] attribute that runs _Pragma (or counts
// __COUNTER__) does something clang saw and nvcc would not: oxide-rewrite
// removes the attribute. Refused (oxide-user-macro); a macro that only
// spells the contract stays quiet.
// RUN: rm -f %t.cu
// RUN: not %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
#include <oxide/oxide.cuh>

// A _Pragma in an attribute that oxide-rewrite removes: clang ran the
// pop_macro (STORE is the safe store there), nvcc would not.
#define STORE(o, v) (*o = (v))
#pragma push_macro("STORE")
#undef STORE
#define STORE(o, v) (o.get_unchecked_mut(0) = (v))
#define RESTORE_STORE _Pragma("pop_macro(\"STORE\")")
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)" RESTORE_STORE)]]
// CHECK-DAG: macros_in_blanked_attributes.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'RESTORE_STORE' in an {{\[\[}}oxide::...]] attribute runs _Pragma, which the rewritten file would not run
__global__ void blanked_pragma(oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    STORE(o, 1.0f);
}


#define CONTRACT "domain = 1, block = (128, 1, 1)"
[[oxide::kernel]]
[[oxide::launch_contract(CONTRACT)]]
__global__ void spelled_by_macro(oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = 2.0f;
}
