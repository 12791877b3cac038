// contract_facts_raw.cu: the raw twin of contract_facts, plain CUDA as a user
// writes it: a float4 pointer and `if (i < n4)`, silently assuming that the
// input is 16-byte aligned and a whole number of float4s. No oxide header,
// no attribute, not rewritten: CMake compiles it with plain nvcc.
#include "contract_facts_raw.h"

__global__ void __launch_bounds__(256) sum4_raw(const float4 *in, float *out, std::size_t n4) {
  const std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n4) {
    const float4 x = in[i];
    out[i] = ((x.x + x.y) + x.z) + x.w;
  }
}

void sum4_raw_launch(unsigned grid, unsigned block, const float4 *in, float *out, std::size_t n4) {
  sum4_raw<<<grid, block>>>(in, out, n4);
}
