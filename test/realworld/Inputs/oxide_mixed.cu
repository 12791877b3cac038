// oxide kernels in a file written the way real CUDA files are: a kernel
// template with explicit instantiations, a lambda and a macro in a kernel
// body, cub and cooperative groups next to oxide, an extern "C" oxide
// kernel, a contract with dynamic shared memory, and plain kernels beside.
#include <oxide/oxide.cuh>

#include <cooperative_groups.h>
#include <cub/block/block_reduce.cuh>

namespace cg = cooperative_groups;

#define SQUARE(x) ((x) * (x))

template <typename T>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1", "requires = (y.len() >= x.len())")]]
__global__ void __launch_bounds__(256) squares(oxide::slice<const T> x, oxide::disjoint_slice<T> y) {
  auto twice = [](T v) { return v + v; };
  if (auto [o, i] = y.get_mut_indexed(); o)
    if (auto v = x.get(i.get()))
      *o = twice(SQUARE(*v));
}
template __global__ void squares<float>(oxide::slice<const float>, oxide::disjoint_slice<float>);
template __global__ void squares<double>(oxide::slice<const double>, oxide::disjoint_slice<double>);

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (out.len() >= in.len())")]]
__global__ void block_sums(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  using reduce = cub::BlockReduce<float, 256>;
  __shared__ typename reduce::TempStorage temp;
  const float v = in.get(blockIdx.x * 256 + threadIdx.x).value_or(0.0f);
  float s = 0.0f;
  // SAFETY: every thread of the block reaches this block (no branch before
  // it), so cub's barriers and the block sync are uniform; temp is used only
  // by this one reduction.
  [[oxide::unsafe]] {
    s = reduce(temp).Sum(v);
    cg::this_thread_block().sync();
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()); o && threadIdx.x == 0)
    *o = s; // the block's sum at its first element
}

extern "C" {
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, dynamic_shared = 1024", "requires = (out.len() >= n)")]]
__global__ void __launch_bounds__(128) iota(oxide::disjoint_slice<unsigned> out, unsigned n) {
  if (auto [o, i] = out.get_mut_indexed(); o)
    *o = unsigned(i.get());
}
}

__global__ void plain_scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 2.0f;
}
