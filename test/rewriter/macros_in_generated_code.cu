// A user macro defined where oxide-rewrite writes code would expand in that
// code: a macro named like a helper of the launcher turned every operand of
// its `requires` check into 0, and one named `raw` made a safe kernel's
// traits skip the overlap check. oxide-rewrite refuses such a macro (rule
// oxide-user-macro), at the launcher, at the kernel's entry and before its
// name, and an unchecked copy whose macros would read otherwise than the
// function it copies. Macros gone before the code is written, and oxide's
// own, stay quiet.
// RUN: rm -f %t.cu
// RUN: not %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
#include <oxide/oxide.cuh>

// The launcher's requires check.
#define value(name, v) value(name, 0ull)
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: macro 'value', defined in user code, changes the code oxide-rewrite writes in the kernel's launcher: oxide relies on that code as written
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (in.len() >= n)")]]
__global__ void zeroed_requires(oxide::slice<const float> in, oxide::disjoint_slice<float> out,
                                unsigned n) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    if (idx.get() < n)
      *o = in[idx.get()];
}
#undef value

// The traits' raw flag, which decides the overlap check.
#define raw raw = true; static constexpr bool was_raw
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: macro 'raw'
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void says_raw(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = in.get(idx.get() + 1).value_or(0.0f);
}
#undef raw

// The entry's facts (a block term reads launch_block()).
#define launch_block() launch_grid()
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: macro {{.*}} changes the code oxide-rewrite writes at the kernel's entry
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (grid.x * block.x >= n)")]]
__global__ void entry_facts(oxide::slice<const float> in, oxide::disjoint_slice<float> out,
                            unsigned n) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = in.get(idx.get()).value_or(0.0f) + float(n);
}
#undef launch_block

// oxide's own macro, redefined before the kernel's name.
#pragma push_macro("OXIDE_BLOCK_SIZE")
#undef OXIDE_BLOCK_SIZE
#define OXIDE_BLOCK_SIZE(x, y, z)
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: macro {{.*}} changes the code oxide-rewrite writes before the kernel
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (64, 1, 1)")]]
__global__ void block_size(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = in.get(idx.get()).value_or(0.0f);
}
#pragma pop_macro("OXIDE_BLOCK_SIZE")

// An unchecked copy of a helper: a macro redefined inside the helper, or
// restored by _Pragma (spelled by a macro) after it, reads otherwise in the
// copy, written after the helper; __COUNTER__ counts on.
#define IDX i
__device__ float redefined(oxide::slice<const float> a, size_t i) {
  const float v = a[IDX];
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'IDX' reads otherwise in the unchecked copy of 'redefined', which oxide-rewrite writes after this function, than it does here
#undef IDX
#define IDX (i + 4096)
  return v;
}
#undef IDX

#define J i
#pragma push_macro("J")
#undef J
#define J 0
#define RESTORE_J _Pragma("pop_macro(\"J\")")
__device__ float restored(oxide::slice<const float> a, size_t i) {
  return a[J] + float(i);
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'J' reads otherwise in the unchecked copy of 'restored'
  RESTORE_J
}
#undef J

__device__ float counted(oxide::slice<const float> a, size_t i) {
  return a[i] + float(__COUNTER__);
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: '__COUNTER__' reads otherwise
}

// The same through a macro the copied text does not name (IDX reads INNER,
// which a _Pragma spelled by a macro restores), and __COUNTER__ through a
// macro.
#define INNER (i + 4096)
#pragma push_macro("INNER")
#undef INNER
#define INNER i
#define IDX2 INNER
#define RESTORE_INNER _Pragma("pop_macro(\"INNER\")")
__device__ float nested(oxide::slice<const float> a, size_t i) {
  const float v = a[IDX2];
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'IDX2' reads otherwise in the unchecked copy of 'nested'
  RESTORE_INNER
  return v;
}
#define TICK __COUNTER__
__device__ float ticked(oxide::slice<const float> a, size_t i) {
  return a[i + TICK * 4096];
// CHECK-DAG: macros_in_generated_code.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'TICK' reads otherwise in the unchecked copy of 'ticked'
}

// Quiet: pragmas and conditionals inside the copy, and macros that keep
// their meaning.
#define STRIDE 2
__device__ float quiet(oxide::slice<const float> a, size_t i) {
  float s = 0.0f;
#pragma unroll
  for (unsigned k = 0; k < STRIDE; ++k)
#if STRIDE > 1
    s += a[i];
#else
    s -= a[i];
#endif
  return s;
}

[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (a.len() >= out.len())")]]
__global__ void copies(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = redefined(a, idx.get()) + restored(a, idx.get()) + counted(a, idx.get()) +
         nested(a, idx.get()) + ticked(a, idx.get()) + quiet(a, idx.get());
}

// Quiet: a macro named like the launcher's code, gone before it is written.
#define check_relation 1
static_assert(check_relation == 1);
#undef check_relation
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (in.len() >= out.len())")]]
__global__ void clean(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    *o = in[idx.get()];
}
#define value 3
