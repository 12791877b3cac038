// contract_facts_raw.cu: the raw twins of contract_facts, plain CUDA as a user
// writes it: a float4 pointer and `if (i < n4)`, silently assuming that the
// input is 16-byte aligned and a whole number of float4s; and four float
// reads a thread. No oxide header,
// no attribute, not rewritten: CMake compiles it with plain nvcc.
#include "contract_facts_raw.h"

__global__ void __launch_bounds__(256) sum4_raw(const float4 *in, float *out, std::size_t n4) {
  const std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n4) {
    const float4 x = in[i];
    out[i] = ((x.x + x.y) + x.z) + x.w;
  }
}

// The scalar twin: four float reads a thread, as a user writes them.
__global__ void __launch_bounds__(256) sum4_raw_scalar(const float *in, float *out, std::size_t n4) {
  const std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n4)
    out[i] = ((in[4 * i] + in[4 * i + 1]) + in[4 * i + 2]) + in[4 * i + 3];
}

void sum4_raw_scalar_launch(unsigned grid, unsigned block, const float *in, float *out, std::size_t n4) {
  sum4_raw_scalar<<<grid, block>>>(in, out, n4);
}

void sum4_raw_launch(unsigned grid, unsigned block, const float4 *in, float *out, std::size_t n4) {
  sum4_raw<<<grid, block>>>(in, out, n4);
}
