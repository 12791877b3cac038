// The generated launchers on a real GPU: a checked launch runs and computes,
// and step 4 refuses what only the driver knows. Built through oxide-rewrite
// by CMake (test/CMakeLists.txt), run by launcher_on_gpu.test.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>
#include <vector>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (out.len() <= in.len())")]]
__global__ void twice(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  if (auto [o, i] = out.get_mut_indexed(); o)
    *o = 2 * in[i.get()];
}

// Shared staging whose SAFETY rests on the exact block: oxide-rewrite gives
// it the launch-shape check at its entry (OXIDE_LAUNCH_SHAPE).
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (out.len() <= in.len())")]]
__global__ void staged(oxide::slice<const int> in, oxide::disjoint_slice<int> out) {
  __shared__ oxide::shared_array<int, 128> stage;
  // SAFETY: the block is exactly 128 threads, so slot threadIdx.x is this
  // thread's own, and it reads back only its own slot.
  [[oxide::unsafe]] { stage[threadIdx.x] = 3; }
  if (auto [o, i] = out.get_mut_indexed(); o)
    [[oxide::unsafe]] { *o = stage[threadIdx.x] * in[i.get()]; }
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (32, 1, 1), min_compute_capability = (99, 0)")]]
__global__ void future(oxide::disjoint_slice<int> out) {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, dynamic_shared_range = (0, 1048576)")]]
__global__ void __launch_bounds__(64) greedy(oxide::disjoint_slice<int> out) {}

// Runtime row width: each cell is owned by the thread at its (row, col) of
// the addressed slice's width, whatever other slices' widths are.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)", "requires = (out.len() >= 1)")]]
__global__ void coords(oxide::disjoint_slice<int, oxide::runtime_index2d> out) {
  auto idx = oxide::thread::index_2d_runtime();
  const int tag = static_cast<int>(idx.row()) * 1000 + static_cast<int>(idx.col()) + 1;
  if (auto o = out.get_mut(idx)) {
    // SAFETY: &*o is this thread's own element; the atomic add makes a second
    // writer visible (it would double the tag) instead of hiding it.
    [[oxide::unsafe]] { atomicAdd(&*o, tag); }
  }
}

int check_widths() {
  const unsigned rows = 32;
  int failures = 0;
  for (unsigned width : {5u, 100u}) {
    oxide::device_buffer<int> buf(rows * width);
    if (!buf.copy_from_host(std::vector<int>(rows * width, 0)))
      return 1;
    auto st = oxide::launch<coords>(nullptr, oxide::launch_config::grid_2d({8, 2}),
                                    oxide::row_width(buf, width));
    if (!st || cudaDeviceSynchronize() != cudaSuccess)
      return 1;
    auto host = buf.to_host();
    size_t good = 0;
    for (unsigned r = 0; r < rows; ++r)
      for (unsigned c = 0; c < width; ++c)
        good += (*host)[r * width + c] == static_cast<int>(r * 1000 + c + 1);
    std::printf("coords width %u: %zu of %u cells written once, by their own (row, col)\n", width,
                good, rows * width);
    failures += good != rows * width;
  }
  return failures;
}

// The device-side backstop of the exact block (128), with the host checks
// skipped: .maxntid 128 refuses a bigger block at launch, on every kernel;
// a smaller one launches, and in `staged` (an [[oxide::unsafe]] block)
// traps at the entry (OXIDE_LAUNCH_SHAPE) before the body runs. Last,
// because the trap ends the CUDA context.
int check_device_backstop(oxide::device_buffer<int> &in, oxide::device_buffer<int> &out) {
  int failures = 0;
  auto big = oxide::launch_unchecked<twice>(nullptr, oxide::launch_config::grid_1d(4, 256), in, out);
  std::printf("twice unchecked, block 256: %s\n", big ? "LAUNCHED" : big.error().message().c_str());
  failures += bool(big);
  cudaGetLastError();
  auto small = oxide::launch_unchecked<staged>(nullptr, oxide::launch_config::grid_1d(16, 64), in, out);
  const cudaError_t st = cudaDeviceSynchronize();
  std::printf("staged unchecked, block 64: %s, then %s\n", small ? "launched" : "NOT LAUNCHED",
              st == cudaSuccess ? "RAN" : cudaGetErrorName(st));
  failures += !small || st == cudaSuccess;
  return failures;
}

int main() {
  const size_t n = 1000;
  std::vector<int> host(n);
  for (size_t i = 0; i < n; ++i)
    host[i] = static_cast<int>(i) - 500;
  oxide::device_buffer<int> in(n), out(n);
  if (!in.copy_from_host(host))
    return 10;
  int failures = 0;
  auto launched = oxide::launch<twice>(nullptr, oxide::launch_config::grid_1d((n + 127) / 128), in, out);
  std::printf("twice: %s\n", launched ? "launched" : launched.error().message().c_str());
  failures += !launched;
  cudaDeviceSynchronize();
  auto back = out.to_host();
  size_t good = 0;
  for (size_t i = 0; i < n; ++i)
    good += (*back)[i] == 2 * host[i];
  std::printf("twice: %zu of %zu correct\n", good, n);
  failures += good != n;

  auto refused = oxide::launch<future>(nullptr, oxide::launch_config::grid_1d(1), out);
  std::printf("future: %s\n", refused ? "LAUNCHED" : refused.error().message().c_str());
  failures += bool(refused);

  auto too_big = oxide::launch<greedy>(nullptr, oxide::launch_config::grid_1d(1, 64, 1 << 20), out);
  std::printf("greedy: %s\n", too_big ? "LAUNCHED" : too_big.error().message().c_str());
  failures += bool(too_big);
  failures += check_widths();
  failures += check_device_backstop(in, out);
  return failures;
}
