// Per-column parameters on a GPU (columns(out, in, w, b)): out = in * w + b
// on every row, in block_row and warp_row, each element written once by its
// owner, with w and b read at the column with no check. The walk is proven
// once: parameters as wide as the row or wider are read; one a single element
// short (w, or b) empties every walk, so nothing is written and nothing is
// read past it (memcheck). Small integers, so the sums are exact.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t > %t.out
// RUN: grep -c "as expected" %t.out | grep -qx 8
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool memcheck --error-exitcode 1 %t > %t.mem %}
// RUN: %if compute-sanitizer %{ compute-sanitizer --tool racecheck --error-exitcode 1 %t > %t.race %}
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>
#include <vector>

template <class Space>
__global__ void affine_rows(oxide::disjoint_slice<int, Space> out, oxide::slice<const int> in,
                            oxide::slice<const int> w, oxide::slice<const int> b) {
  for (auto c : oxide::thread::columns(out, in, w, b))
    *c = c.in() * c.template param<0>() + c.template param_read_only<1>();
}

struct shape {
  const char *what;
  unsigned rows, width, w_len, b_len;
  bool written;
};

template <class Space>
int run(const shape &s, dim3 grid, dim3 block) {
  const size_t n = size_t(s.rows) * s.width;
  std::vector<int> in(n), w(s.w_len), b(s.b_len);
  for (size_t i = 0; i < n; ++i)
    in[i] = int(i % 97) - 40;
  for (unsigned i = 0; i < s.w_len; ++i)
    w[i] = int(i % 13) - 6;
  for (unsigned i = 0; i < s.b_len; ++i)
    b[i] = int(i % 29);
  oxide::device_buffer<int> d_out(n), d_in(n), d_w(s.w_len), d_b(s.b_len);
  if (!d_out.copy_from_host(std::vector<int>(n, -7)) || !d_in.copy_from_host(in) ||
      !d_w.copy_from_host(w) || !d_b.copy_from_host(b))
    return 1;
  affine_rows<Space><<<grid, block>>>(d_out.template as_disjoint<Space>(s.width), d_in.as_slice(), d_w.as_slice(),
                                             d_b.as_slice());
  if (cudaDeviceSynchronize() != cudaSuccess)
    return std::printf("%s: launch failed\n", s.what), 1;
  const auto host = d_out.to_host();
  size_t good = 0;
  for (size_t i = 0; i < n; ++i) {
    const size_t col = i % s.width;
    good += (*host)[i] == (s.written ? in[i] * w[col] + b[col] : -7);
  }
  std::printf("%-44s %zu of %zu elements %s\n", s.what, good, n,
              good == n ? "as expected" : "WRONG");
  return good != n;
}

int main() {
  int failures = 0;
  failures += run<oxide::block_row>({"block_row, w and b the row's width", 9, 300, 300, 300, true},
                                    dim3(9), dim3(128));
  failures += run<oxide::block_row>({"block_row, w and b wider than the row", 5, 100, 180, 101, true},
                                    dim3(5), dim3(33));
  failures += run<oxide::block_row>({"block_row, w one short: empty walks", 6, 200, 199, 200, false},
                                    dim3(6), dim3(64));
  failures += run<oxide::block_row>({"block_row, b one short: empty walks", 6, 200, 200, 199, false},
                                    dim3(6), dim3(64));
  failures += run<oxide::warp_row>({"warp_row, w and b the row's width", 16, 777, 777, 777, true},
                                   dim3(4), dim3(128));
  failures += run<oxide::warp_row>({"warp_row, a partial last warp", 6, 65, 65, 70, true},
                                   dim3(2), dim3(80));
  failures += run<oxide::warp_row>({"warp_row, w one short: empty walks", 8, 64, 63, 64, false},
                                   dim3(2), dim3(128));
  failures += run<oxide::warp_row>({"warp_row, b short: empty walks", 8, 64, 64, 10, false},
                                   dim3(2), dim3(128));
  return failures;
}
