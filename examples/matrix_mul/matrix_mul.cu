// matrix_mul: the tiled matrix multiply of NVIDIA's cuda-samples (matrixMul's
// MatrixMulCUDA<32>), with no unsafe code, against that kernel verbatim as its
// raw twin (matrix_mul_raw.cu, with the samples' license).
//
//   matrix_mul_tiles      oxide: each 32 x 32 block stages a tile of A and a
//                         tile of B through two oxide::block_shared in one
//                         publish_own a k-step (each thread writes its own
//                         cell of each: the next element of its walk along
//                         its row of A and its column of B, both proven
//                         once, 0 past the edge), the barrier, the same 32
//                         multiply-adds in the same order from the read-only
//                         views, the barrier; the thread writes its C
//                         element through its runtime_index2d witness.
//   MatrixMulCUDA<32> (raw)
//                         the same with raw pointers, two __shared__ arrays
//                         and two __syncthreads a k-step.
//
// C (ha x wb) = A (ha x wa) * B (wa x wb), row-major. The sums are the same
// float operations in the same order, so safe and raw must agree bit for
// bit. The raw kernel needs all three sizes to be multiples of 32; the safe
// one takes any.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/example_main.h"
#include "matrix_mul/matrix_mul_raw.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

constexpr unsigned tile = 32; // the sample's default block_size

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (32, 32, 1)",
                         "requires = (wa >= 1, c.width() == wb, a.len() == ha * wa, "
                         "b.len() == wa * wb, c.len() == ha * wb, grid.x * block.x >= wb, "
                         "grid.y * block.y >= ha)")]]
__global__ void matrix_mul_tiles(unsigned ha, unsigned wa, unsigned wb, oxide::slice<const float> a,
                                 oxide::slice<const float> b,
                                 oxide::disjoint_slice<float, oxide::runtime_index2d> c) {
  __shared__ oxide::block_shared<float, tile, tile> as, bs;
  const auto me = oxide::thread::coord_2d();
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  const unsigned a_row0 = blockIdx.y * tile; // this block's rows of A and C
  const unsigned col0 = blockIdx.x * tile;   // its columns of B and C
  // The thread's row of A and column of B are proven once, before the
  // loop, and walked 32 elements a k-step (view_steps), as the raw
  // kernel's `a += aStep`. Past the edge (a ragged shape) a walk gives 0.
  const auto a_rows = oxide::matrix_view(a, wa), b_rows = oxide::matrix_view(b, wb);
  auto a_walk = a_rows.row(a_row0 + ty, wa).value_or(oxide::row_view<const float>::empty()).steps<tile>(tx);
  auto b_walk = b_rows.col(col0 + tx, wa).value_or(oxide::col_view<const float>::empty()).steps<tile>(ty);
  float csub = 0.0f;
  // The k-loop, one publish_own a k-step: each thread writes the next
  // element of its walks to its own cell of each tile (0 past the edge),
  // the barrier, the same 32 multiply-adds in the same order, the barrier.
  // The steps are a kernel argument's, alike in every thread, so the
  // plugin proves the loop's barriers are reached by the whole block. When
  // the shape is cut into whole tiles, every walk holds every step (one
  // vote at the start) and the reads are unchecked pointer steps.
  const unsigned steps = wa / tile + (wa % tile != 0);
  as.publish_steps(steps, a_walk, bs, b_walk, [&](const auto &at, const auto &bt) {
#pragma unroll
    for (unsigned k = 0; k < tile; ++k)
      csub += at(ty, k) * bt(k, tx);
  });
  if (auto out = c.get_mut(me))
    *out = csub;
}

namespace {

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "matrix_mul: %s: %s\n", what, e.message().c_str());
  return 1;
}
bool cuda_ok(const char *what) { return oxide_examples::cuda_ok("matrix_mul", what); }

unsigned tiles(unsigned n) { return (n + tile - 1) / tile; }

oxide::result<void> launch_safe(oxide::device_buffer<float> &a, oxide::device_buffer<float> &b,
                                oxide::device_buffer<float> &c, unsigned ha, unsigned wa,
                                unsigned wb) {
  return oxide::launch<matrix_mul_tiles>(nullptr,
                                         oxide::launch_config::grid_2d({tiles(wb), tiles(ha)}), ha,
                                         wa, wb, a, b, oxide::row_width(c, wb));
}

// The CPU's product in double, for the shapes the raw kernel cannot take.
std::vector<double> cpu_product(const std::vector<float> &a, const std::vector<float> &b,
                                unsigned ha, unsigned wa, unsigned wb) {
  std::vector<double> c(size_t(ha) * wb, 0.0);
  for (size_t i = 0; i < ha; ++i)
    for (size_t k = 0; k < wa; ++k)
      for (size_t j = 0; j < wb; ++j)
        c[i * wb + j] += double(a[i * wa + k]) * b[k * wb + j];
  return c;
}

bool close_to(const std::vector<float> &got, const std::vector<double> &want, unsigned wa) {
  for (size_t i = 0; i < got.size(); ++i)
    if (std::fabs(got[i] - want[i]) > 1e-5 * wa * (1.0 + std::fabs(want[i])))
      return false;
  return true;
}

bool run_shape(unsigned ha, unsigned wa, unsigned wb, const char *label, std::mt19937 &rng) {
  const bool with_raw = ha % tile == 0 && wa % tile == 0 && wb % tile == 0;
  const std::vector<float> ha_ = oxide_examples::random_floats(size_t(ha) * wa, rng);
  const std::vector<float> hb = oxide_examples::random_floats(size_t(wa) * wb, rng);
  oxide::device_buffer<float> a(ha_.size()), b(hb.size()), safe(size_t(ha) * wb), raw(size_t(ha) * wb);
  if (auto st = a.copy_from_host(ha_); !st)
    return fail("copy", st.error()), false;
  if (auto st = b.copy_from_host(hb); !st)
    return fail("copy", st.error()), false;
  if (auto st = launch_safe(a, b, safe, ha, wa, wb); !st)
    return fail("matrix_mul_tiles", st.error()), false;
  if (with_raw)
    matrix_mul_raw_launch(raw.data(), a.data(), b.data(), ha, wa, wb);
  if (!cuda_ok("launch"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  bool ok = got_safe && close_to(*got_safe, cpu_product(ha_, hb, ha, wa, wb), wa);
  if (with_raw)
    ok = ok && got_raw && oxide_examples::bitwise_equal(*got_safe, *got_raw);
  std::printf("  %-22s %4u x %4u x %4u: %s\n", label, ha, wa, wb,
              !ok ? "MISMATCH" : with_raw ? "safe == raw bitwise, ~ CPU" : "safe ~ CPU (raw: multiples of 32 only)");
  return ok;
}

// The contract's relations, refused on the CPU, where the raw kernel would
// read past A or write C at the wrong width.
bool refusals() {
  oxide::device_buffer<float> a(64 * 64), b(64 * 64), short_b(64 * 64 - 1), c(64 * 64);
  auto wrong_width = oxide::launch<matrix_mul_tiles>(
      nullptr, oxide::launch_config::grid_2d({2, 2}), 64u, 64u, 64u, a, b, oxide::row_width(c, 32));
  std::printf("  C rows 32 wide, not 64: %s\n",
              wrong_width ? "NOT REFUSED" : wrong_width.error().message().c_str());
  auto short_input = launch_safe(a, short_b, c, 64, 64, 64);
  std::printf("  B one float short: %s\n",
              short_input ? "NOT REFUSED" : short_input.error().message().c_str());
  return !wrong_width && !short_input;
}

bool bench(std::mt19937 &rng, unsigned n) {
  constexpr unsigned reps = 10, samples = 25;
  const std::vector<float> ha_ = oxide_examples::random_floats(size_t(n) * n, rng);
  const std::vector<float> hb = oxide_examples::random_floats(size_t(n) * n, rng);
  oxide::device_buffer<float> a(ha_.size()), b(hb.size()), safe(ha_.size()), raw(ha_.size());
  if (!a.copy_from_host(ha_) || !b.copy_from_host(hb))
    return false;
  auto run_safe = [&] {
    if (auto st = launch_safe(a, b, safe, n, n, n); !st)
      std::exit(fail("matrix_mul_tiles", st.error()));
  };
  auto run_raw = [&] { matrix_mul_raw_launch(raw.data(), a.data(), b.data(), n, n, n); };
  const auto [ms_raw, ms_safe] = oxide_examples::time_pair(run_raw, run_safe, reps, samples);
  if (!cuda_ok("bench"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool same = got_safe && got_raw && oxide_examples::bitwise_equal(*got_safe, *got_raw);
  const double flops = 2.0 * double(n) * n * n;
  std::printf("\nbench: %u^3, block 32 x 32, median of %u samples x %u launches\n", n, samples, reps);
  std::printf("| kernel | median ms | GFLOP/s | vs raw |\n|---|---|---|---|\n");
  std::printf("| matrix_mul_tiles (oxide, checked launcher) | %.4f | %.0f | %.2f%% |\n", ms_safe,
              flops / ms_safe * 1e-6, 100.0 * ms_raw / ms_safe);
  std::printf("| MatrixMulCUDA<32> (cuda-samples, raw) | %.4f | %.0f | 100.00%% |\n", ms_raw,
              flops / ms_raw * 1e-6);
  char shape[32];
  std::snprintf(shape, sizeof shape, "%u^3", n);
  oxide_examples::report_pair("matrix_mul_tiles", shape, ms_raw, ms_safe, same);
  return same;
}

} // namespace

int main(int argc, char **argv) {
  constexpr const char *success = "products match cuda-samples' MatrixMulCUDA and the CPU";
  return oxide_examples::example_main("matrix_mul", success, argc, argv, [](bool with_bench) {
    std::mt19937 rng(20261203);
    bool ok = true;
    ok &= run_shape(320, 320, 640, "the sample's", rng);
    ok &= run_shape(256, 512, 128, "tall B", rng);
    ok &= run_shape(100, 77, 45, "ragged", rng);
    ok &= run_shape(1, 1, 1, "one element", rng);
    ok &= refusals();
    if (with_bench && ok) {
      ok &= bench(rng, 2048);
      ok &= bench(rng, 4096);
    }
    return ok;
  });
}
