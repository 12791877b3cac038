// A conditional whose out-of-bounds arm folds to poison (an out-of-range or
// NaN float conversion, a shift past the width, INT_MIN / -1), passed to a
// function: clang marks every argument `noundef`, so LLVM reads the branch
// that would pass poison as never taken, assumes `i < x.len()`, and deletes
// the bounds check of x[i] (test/ptx/undef_arguments_kept.test). Direct,
// through a helper (inlined or not), a lambda and a macro.
#include <oxide/oxide.cuh>

#include <climits>

__device__ int next_of(int v) { return v + 1; }
__device__ __noinline__ int next_kept(int v) { return v + 1; }
constexpr int wide_shift = 40;

#define CHOOSE(c, a, b) ((c) ? (a) : (b))

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void poison_index(oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned i) {
  const float huge = 1e30f;
  const float v = x[i < x.len() ? size_t(i) : size_t(huge)];
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void poison_shift(oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned i) {
  const int t = next_of(i < x.len() ? int(i) * 3 : (1 << wide_shift));
  const float v = x[i] + float(t);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void poison_kept_call(oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned i) {
  const float huge = 1e30f;
  const int t = next_kept(i < x.len() ? int(i) * 3 : int(huge));
  const float v = x[i] + float(t);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void poison_divide(oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned i) {
  const int lowest = INT_MIN;
  const int minus_one = -1;
  const int t = next_of(i < x.len() ? int(i) * 3 : lowest / minus_one);
  const float v = x[i] + float(t);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void poison_nan(oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned i) {
  const float nan = 0.0f / 0.0f;
  const int t = next_of(i < x.len() ? int(i) * 3 : int(nan));
  const float v = x[i] + float(t);
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void poison_lambda(oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned i) {
  auto pick = [&](unsigned j) -> size_t { return j < x.len() ? size_t(j) : size_t(1e30f); };
  const float v = x[pick(i)];
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (x.len() == y.len())")]]
__global__ void poison_macro(oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned i) {
  const float huge = 1e30f;
  const float v = x[CHOOSE(i < x.len(), size_t(i), size_t(huge))];
  if (auto [yi, idx] = y.get_mut_indexed(); yi)
    *yi = v;
}
