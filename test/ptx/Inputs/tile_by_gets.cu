// The bench_pairs 2 x 2 tile kernel as it read its input before
// matrix_view::tile: four in.get(i), whose compares nvcc keeps beside the
// output tile's proof (one extra guarded branch against the raw twin).
#include <oxide/oxide.cuh>

constexpr unsigned width = 1024;

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (32, 8, 1)", "requires = (in.len() == out.len())")]]
__global__ void tiles_by_gets(float a, float b, oxide::slice<const float> in,
                              oxide::disjoint_slice<float, oxide::row_major_tiles<2, 2, width>> out) {
  const auto coord = oxide::thread::coord_2d();
  if (auto tile = oxide::get_tile_2d(out, coord)) {
    const size_t i = size_t(coord.row()) * 2 * width + size_t(coord.col()) * 2;
    const auto x00 = in.get(i), x01 = in.get(i + 1), x10 = in.get(i + width), x11 = in.get(i + width + 1);
    if (x00 && x01 && x10 && x11) {
      tile->at<0, 0>() = fmaf(a, *x00, b);
      tile->at<0, 1>() = fmaf(a, *x01, b);
      tile->at<1, 0>() = fmaf(a, *x10, b);
      tile->at<1, 1>() = fmaf(a, *x11, b);
    }
  }
}
