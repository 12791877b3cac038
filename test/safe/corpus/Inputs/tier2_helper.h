#pragma once
__device__ inline void block_barrier() {
  __syncthreads();
}
