// A null object pointer chosen in place of a checked element, in each
// spelling a kernel can reach: a conditional, a null local,
// a helper, a lambda, a macro, a reference bound to it and a value-initialised
// pointer. A dereference of null is undefined in C++; a compile that reads it
// so turns "the pointer was not null" into "the index was in bounds", deletes
// the check, and reads past `x` (test/ptx/null_checks_kept.test).
#include <oxide/oxide.cuh>

__device__ inline const float *pick(oxide::optional_ref<const float> o) {
  return o ? &*o : nullptr;
}

__device__ inline float read(const float &r) { return r; }

#define OR_NULL(o) ((o) ? &*(o) : nullptr)

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void null_select(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const auto o = x.get(i);
  const float v = *(o ? &*o : nullptr);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void null_local(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const auto o = x.get(i);
  const float *none = nullptr;
  const float *p = o ? &*o : none;
  const float v = *p;
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void null_helper(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const float v = *pick(x.get(i));
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void null_lambda(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  auto at = [&](unsigned j) -> const float * {
    const auto o = x.get(j);
    return o ? &*o : static_cast<const float *>(0);
  };
  const float v = *at(i);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void null_macro(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const auto o = x.get(i);
  const float v = *OR_NULL(o);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void null_reference(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const auto o = x.get(i);
  const float v = read(*(o ? &*o : nullptr));
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void null_value_init(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const auto o = x.get(i);
  const float *none{};
  const float v = *(o ? &*o : none);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}
