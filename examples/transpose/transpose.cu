// transpose: the shared-memory matrix transpose of NVIDIA's cuda-samples
// (transpose's transposeNoBankConflicts), with no unsafe code, against that
// kernel verbatim as its raw twin (transpose_raw.cu, with the samples'
// license).
//
//   transpose_tiles       oxide: the block stages a 16 x 16 tile of `in` in a
//                         padded oxide::block_shared (rows 17 floats apart,
//                         as the raw tile[16][17]) with one publish: each
//                         thread writes its own cell (a checked in.get), the
//                         barrier, each thread reads the transposed cell
//                         through the read-only view and writes its own
//                         output cell through the block_transposed2d witness,
//                         the barrier.
//   transposeNoBankConflicts (raw)
//                         the same tile, written, cg::sync, read transposed
//                         and written to odata unchecked.
//
// `in` is height rows of width floats, `out` width rows of height. The
// output is a disjoint_slice in oxide::block_transposed2d: block (bx, by)
// owns the output tile at rows bx * 16.., columns by * 16.., and thread
// (tx, ty) its cell (bx * 16 + ty, by * 16 + tx). That is the tile the raw
// kernel's block (bx, by) writes, so the safe kernel stages the same input
// tile (rows by * 16.., columns bx * 16..) on the same grid: consecutive
// blocks read consecutive input tiles, as in the raw kernel. (With
// runtime_index2d the block roles had to be swapped, and that order alone
// cost 8% on the H200.) The raw kernel needs width and height to be
// multiples of 16; the safe one takes any shape (the cells past the edge
// are never written).
//
// The contract states what the raw kernel assumes without saying: the
// output's rows are height floats wide, both buffers hold width * height
// floats, and the grid covers the output. A transpose is exact, so safe,
// raw and the CPU must agree bit for bit, and the safe kernel must run at
// >= 99% of the raw one's speed.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/bench.h"
#include "transpose/transpose_raw.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

constexpr unsigned tile_dim = 16; // the raw twin's TILE_DIM (and BLOCK_ROWS)

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)",
                         "requires = (out.width() == height, in.len() == width * height, "
                         "out.len() == in.len(), grid.x * block.y >= width, "
                         "grid.y * block.x >= height)")]]
__global__ void transpose_tiles(unsigned width, unsigned height, oxide::slice<const float> in,
                                oxide::disjoint_slice<float, oxide::block_transposed2d> out) {
  __shared__ oxide::block_shared<float, tile_dim, tile_dim, 1> tile; // padded, as tile[16][17]
  const auto me = oxide::thread::coord_2d_transposed();
  // This block's output tile is the transpose of the input tile at rows
  // row0.., columns col0.. (see the top of the file). A cell past the
  // input's edge reads 0, and only the output cells that exist are written,
  // each from a cell inside.
  const unsigned row0 = blockIdx.y * tile_dim, col0 = blockIdx.x * tile_dim;
  // `in` as height rows of width: a cell's test is row < height and column
  // < width, two u32 compares beside the address (not a u64 offset's).
  const auto in_rows = oxide::matrix_view(in, width, height);
  tile.publish(
      [&](unsigned r, unsigned c) { return in_rows.get(row0 + r, col0 + c).value_or(0.0f); },
      [&](const auto &t) {
        if (auto o = out.get_mut(me))
          *o = t(threadIdx.x, threadIdx.y);
      });
}

namespace {

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "transpose: %s: %s\n", what, e.message().c_str());
  return 1;
}
bool cuda_ok(const char *what) { return oxide_examples::cuda_ok("transpose", what); }

unsigned tiles(unsigned n) { return (n + tile_dim - 1) / tile_dim; }

// The safe grid is the raw one: x over the input's columns (the output's
// rows, width), y over its rows (height); rounded up for a ragged edge.
oxide::launch_config safe_config(unsigned width, unsigned height) {
  return oxide::launch_config::grid_2d({tiles(width), tiles(height)});
}

// out[x][y] = in[y][x]: `in` height rows of width, `out` width rows of height.
std::vector<float> cpu_transpose(const std::vector<float> &in, unsigned width, unsigned height) {
  std::vector<float> out(in.size());
  for (size_t y = 0; y < height; ++y)
    for (size_t x = 0; x < width; ++x)
      out[x * height + y] = in[y * width + x];
  return out;
}

oxide::result<void> launch_safe(oxide::device_buffer<float> &in, oxide::device_buffer<float> &out,
                                unsigned width, unsigned height) {
  return oxide::launch<transpose_tiles>(nullptr, safe_config(width, height), width, height, in,
                                        oxide::row_width(out, height));
}

// One run on a random width x height matrix: the safe kernel, the raw one
// too when the shape is whole tiles (the raw kernel reads and writes past
// the matrix otherwise), both against the CPU, bit for bit.
bool run_shape(unsigned width, unsigned height, const char *label, std::mt19937 &rng) {
  const bool with_raw = width % tile_dim == 0 && height % tile_dim == 0;
  const size_t n = size_t(width) * height;
  const std::vector<float> host = oxide_examples::random_floats(n, rng);
  const std::vector<float> want = cpu_transpose(host, width, height);
  oxide::device_buffer<float> in(n), safe(n), raw(n);
  if (auto st = in.copy_from_host(host); !st)
    return fail("copy", st.error()), false;
  cudaMemset(safe.data(), 0xff, n * sizeof(float)); // a cell nobody wrote shows
  cudaMemset(raw.data(), 0xff, n * sizeof(float));
  if (auto st = launch_safe(in, safe, width, height); !st)
    return fail("transpose_tiles", st.error()), false;
  if (with_raw)
    transpose_raw_launch(in.data(), raw.data(), width, height);
  if (!cuda_ok("launch"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool safe_ok = got_safe && oxide_examples::bitwise_equal(*got_safe, want);
  const bool raw_ok = !with_raw || (got_raw && oxide_examples::bitwise_equal(*got_raw, want));
  const char *verdict = !(safe_ok && raw_ok) ? "MISMATCH"
                        : with_raw           ? "safe == raw == CPU"
                                             : "safe == CPU (raw: whole tiles only)";
  std::printf("  %-24s %5u x %-5u: %s\n", label, width, height, verdict);
  return safe_ok && raw_ok;
}

// The contract's relations, refused on the CPU, where the raw kernel would
// write the wrong cells (an output bound at the wrong width) or read past
// the input (a short one).
bool refusals() {
  oxide::device_buffer<float> in(2048 * 512), short_in(2048 * 512 - 1), out(2048 * 512);
  auto wrong_width = oxide::launch<transpose_tiles>(nullptr, safe_config(2048, 512), 2048u, 512u,
                                                    in, oxide::row_width(out, 2048));
  std::printf("  output rows 2048 wide, not 512: %s\n",
              wrong_width ? "NOT REFUSED" : wrong_width.error().message().c_str());
  auto short_input = launch_safe(short_in, out, 2048, 512);
  std::printf("  input one float short: %s\n",
              short_input ? "NOT REFUSED" : short_input.error().message().c_str());
  return !wrong_width && !short_input;
}

// The bench: a matrix far past the 50 MB L2, safe and raw interleaved.
bool bench(std::mt19937 &rng) {
  constexpr unsigned dim = 8192, reps = 10, samples = 25;
  constexpr size_t n = size_t(dim) * dim; // 256 MiB of floats
  const std::vector<float> host = oxide_examples::random_floats(n, rng);
  oxide::device_buffer<float> in(n), safe(n), raw(n);
  if (auto st = in.copy_from_host(host); !st)
    return fail("copy", st.error()), false;
  auto run_safe = [&] {
    if (auto st = launch_safe(in, safe, dim, dim); !st)
      std::exit(fail("transpose_tiles", st.error()));
  };
  auto run_raw = [&] { transpose_raw_launch(in.data(), raw.data(), dim, dim); };
  const auto [ms_raw, ms_safe] = oxide_examples::time_pair(run_raw, run_safe, reps, samples);
  if (!cuda_ok("bench"))
    return false;
  auto got_safe = safe.to_host();
  auto got_raw = raw.to_host();
  const bool same = got_safe && got_raw && oxide_examples::bitwise_equal(*got_safe, *got_raw);
  const double bytes = 2.0 * double(n) * sizeof(float); // one read and one write a float
  std::printf("\nbench: 8192 x 8192 floats, block 16 x 16, median of %u samples x %u launches\n",
              samples, reps);
  std::printf("| kernel | median ms | GB/s | vs raw |\n|---|---|---|---|\n");
  std::printf("| transpose_tiles (oxide, checked launcher) | %.4f | %.0f | %.2f%% |\n", ms_safe,
              bytes / ms_safe * 1e-6, 100.0 * ms_raw / ms_safe);
  std::printf("| transposeNoBankConflicts (cuda-samples, raw) | %.4f | %.0f | 100.00%% |\n", ms_raw,
              bytes / ms_raw * 1e-6);
  oxide_examples::report_pair("transpose_tiles", "8192 x 8192 floats, block 16 x 16", ms_raw,
                              ms_safe, same);
  return same;
}

} // namespace

int main(int argc, char **argv) {
  const bool with_bench = !(argc > 1 && std::strcmp(argv[1], "--no-bench") == 0);
  if (!oxide_examples::announce_device("transpose"))
    return 2;
  std::mt19937 rng(20261204);
  bool ok = true;
  try {
    ok &= run_shape(1024, 1024, "square", rng);
    ok &= run_shape(2048, 512, "wide", rng);
    ok &= run_shape(512, 2048, "tall", rng);
    ok &= run_shape(1000, 777, "ragged", rng);
    ok &= run_shape(17, 3, "smaller than a tile", rng);
    ok &= refusals();
    if (with_bench && ok)
      ok &= bench(rng);
  } catch (const oxide::cuda_exception &e) {
    return fail("device_buffer", e.error());
  }
  std::printf(ok ? "SUCCESS: transposes match the CPU and cuda-samples' transposeNoBankConflicts\n"
                 : "FAILURE\n");
  return ok ? 0 : 1;
}
