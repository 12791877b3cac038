// The exact launch-shape check (OXIDE_LAUNCH_SHAPE_EXACT) on a real GPU: a
// (16, 16, 1) kernel with an [[oxide::unsafe]] block that rests on the block
// (the kernels that get the check; a safe kernel gets the shape as a fact),
// which also stages through a block_shared, launched unchecked with another
// block of at most 256 threads (what its .maxntid lets the driver run). The check reads blockDim.x and .y, not .z (the size bounds
// it): each wrong shape must still trap, and the right one compute. One
// shape a process, because a trap ends the CUDA context. Built through
// oxide-rewrite by CMake (test/CMakeLists.txt), run by shape_on_gpu.test.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>
#include <cstring>
#include <vector>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1)", "requires = (out.width() == 16)")]]
__global__ void flip(oxide::slice<const int> in,
                     oxide::disjoint_slice<int, oxide::runtime_index2d> out) {
  __shared__ oxide::block_shared<int, 16, 16> tile;
  __shared__ oxide::shared_array<int, 256> seen;
  // SAFETY: the block is exactly 16 x 16, so each thread writes its own slot.
  [[oxide::unsafe]] { seen[threadIdx.y * 16 + threadIdx.x] = 1; }
  tile.publish([&](unsigned r, unsigned c) { return in.get(r * 16 + c).value_or(-1); },
               [&](const auto &t) {
                 if (auto o = out.get_mut(oxide::thread::index_2d_runtime()))
                   *o = t(threadIdx.x, threadIdx.y);
               });
}

int main(int argc, char **argv) {
  struct shape {
    const char *name;
    dim3 block;
  };
  const shape shapes[] = {{"16x16x1", dim3(16, 16, 1)}, {"16x8x2", dim3(16, 8, 2)},
                          {"8x16x2", dim3(8, 16, 2)},   {"16x4x4", dim3(16, 4, 4)},
                          {"32x8x1", dim3(32, 8, 1)}};
  const char *want = argc > 1 ? argv[1] : "16x16x1";
  for (const shape &s : shapes) {
    if (std::strcmp(s.name, want) != 0)
      continue;
    std::vector<int> host(256);
    for (int i = 0; i < 256; ++i)
      host[i] = i;
    oxide::device_buffer<int> in(256), out(256);
    if (!in.copy_from_host(host))
      return 10;
    oxide::launch_config cfg = oxide::launch_config::grid_2d({1, 1});
    cfg.block = {s.block.x, s.block.y, s.block.z};
    auto st = oxide::launch_unchecked<flip>(nullptr, cfg, in, oxide::row_width(out, 16));
    const cudaError_t done = cudaDeviceSynchronize();
    if (!st || done != cudaSuccess) {
      std::printf("%s: %s\n", s.name, st ? cudaGetErrorName(done) : st.error().message().c_str());
      return 0;
    }
    auto back = out.to_host();
    int good = 0;
    for (int r = 0; r < 16; ++r)
      for (int c = 0; c < 16; ++c)
        good += (*back)[r * 16 + c] == c * 16 + r;
    std::printf("%s: ran, %d of 256 transposed\n", s.name, good);
    return 0;
  }
  std::printf("no shape %s\n", want);
  return 2;
}
