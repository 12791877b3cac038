// The whole device library compiles, host and device, with nvcc 13 and
// clang 22 in C++20, with warnings as errors for oxide's own headers.
// RUN: %nvcc -Werror all-warnings -c %s -o %t.nvcc.o
// RUN: %clang_cuda -Wall -Wextra -Werror -c %s -o %t.clang.o
#include <oxide/oxide.cuh>

__global__ void uses_everything(oxide::slice<const float> in, oxide::disjoint_slice<float> out,
                                oxide::disjoint_slice<int, oxide::index2d<32>> grid2d) {
  auto idx = oxide::thread::index_1d();
  const bool valid = idx.is_valid() && idx.in_bounds(out.len());
  float acc = 0.0f;
  for (float v : in.subslice(0, in.len()))
    acc += v;
  if (auto o = out.get_mut(idx))
    *o = acc + in.get(idx.get()).value_or(0.0f) + (valid ? 1.0f : 0.0f) + (in.empty() ? 0 : in[0]);
  if (auto [cell, w] = grid2d.get_mut_indexed(); cell)
    *cell = static_cast<int>(w.get());
  if (auto cell = grid2d.get_mut(oxide::thread::index_2d<32>()))
    *cell += 1;
}

int main() {
  oxide::device_buffer<float> a(8), b(8);
  oxide::device_buffer<int> g(64);
  uses_everything<<<1, 8>>>(a.as_slice(), b.as_disjoint(), g.as_disjoint<oxide::index2d<32>>());
  oxide::device_buffer<float> moved = std::move(a);
  return moved.len() == 8 && a.len() == 0 ? 0 : 1;
}
