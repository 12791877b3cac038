// Loops with no side effects that end only once an index is in bounds, in
// each spelling a kernel can reach: direct, a helper, a lambda, a macro and a
// recursion. C++ lets the optimizer assume such a loop ends; a compile that
// does deletes the loop, and the bounds check after it with it, and the read
// goes past `x` (test/ptx/endless_loops_kept.test).
#include <oxide/oxide.cuh>

__device__ inline void wait_in(unsigned i, oxide::slice<const float> x) {
  while (i >= x.len()) {
  }
}

__device__ inline unsigned settle(unsigned i, oxide::slice<const float> x) {
  return i < x.len() ? i : settle(i, x);
}

#define SPIN_UNTIL(c) for (;;) if (c) break

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void spin_direct(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  while (i >= x.len()) {
  }
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = x[i];
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void spin_helper(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  wait_in(i, x);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = x[i];
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void spin_lambda(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  auto wait = [&] { do { } while (i >= x.len()); };
  wait();
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = x[i];
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void spin_macro(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  SPIN_UNTIL(i < x.len());
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = x[i];
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void spin_recursive(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const unsigned j = settle(i, x);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = x[j];
}
