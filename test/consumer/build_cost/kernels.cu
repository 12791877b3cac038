// Three kernels as an oxide user writes them (their raw twins: kernels_raw.cu).
#include <oxide/oxide.cuh>

#include <cstdint>

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1), requires = (in.len() == out.len()))
__global__ void scale(float a, float b, oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto [o, idx] = out.get_mut_indexed(); o)
    if (auto x = in.get(idx.get()))
      *o = fmaf(a, *x, b);
}

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (256, 1, 1), requires = (idx.len() == out.len()))
__global__ void gather(oxide::slice<const float> in, oxide::slice<const std::uint32_t> idx,
                       oxide::disjoint_slice<float> out) {
  if (auto [o, t] = out.get_mut_indexed(); o)
    if (auto j = idx.get(t.get()))
      *o = in[*j];
}

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 2, block = (32, 8, 1), requires = (in.len() == out.len()))
__global__ void scale2d(float a, float b, oxide::slice<const float> in,
                        oxide::disjoint_slice<float, oxide::runtime_index2d> out) {
  const auto idx = oxide::thread::coord_2d();
  if (auto o = out.get_mut(idx))
    if (auto x = in.get(size_t(idx.row()) * out.row_width() + idx.col()))
      *o = fmaf(a, *x, b);
}
