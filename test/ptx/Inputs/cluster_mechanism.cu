// The mechanisms issue "Never slower" removed, written by hand, so that
// test/ptx/no_cluster_launch.test proves it would catch them: the exact
// block as nvcc's __block_size__ (a cluster kernel, .reqnctapercluster
// 1, 1, 1) and an epilogue whose overflow test is a u64 division.
#include <cstdint>

__global__ void __block_size__((128, 1, 1)) landed_backstop(float *out, std::uint64_t n) {
  const std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 1.0f;
}

__global__ void __launch_bounds__(256) divided_epilogue(float *out, std::uint64_t len, std::uint64_t w,
                                                        std::uint64_t row, std::uint64_t col) {
  if (w != 0 && row <= (UINT64_MAX - col) / w && row * w + col < len)
    out[row * w + col] = 1.0f;
}
