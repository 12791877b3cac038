// A checked read past the end stops the kernel with a trap: the launch
// reports an error instead of reading foreign memory.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>

__global__ void shifted_copy(oxide::slice<const float> in, unsigned shift,
                             oxide::disjoint_slice<float> out) {
  auto idx = oxide::thread::index_1d();
  const size_t i = idx.get();
  if (auto o = out.get_mut(idx))
    *o = in[i + shift]; // past the end when shift > 0
}

int main() {
  oxide::device_buffer<float> in(1024), out(1024);
  shifted_copy<<<4, 256>>>(in.as_slice(), 0, out.as_disjoint());
  const cudaError_t in_range = cudaDeviceSynchronize();
  shifted_copy<<<4, 256>>>(in.as_slice(), 1, out.as_disjoint());
  const cudaError_t past_end = cudaDeviceSynchronize();
  std::printf("in range: %s; one past the end: %s\n", cudaGetErrorName(in_range),
              cudaGetErrorName(past_end));
  return in_range == cudaSuccess && past_end != cudaSuccess ? 0 : 1;
}
