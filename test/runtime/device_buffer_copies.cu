// device_buffer: a round trip is exact, a size mismatch is refused without a
// copy, and a move leaves the source empty.
// REQUIRES: gpu
// RUN: %nvcc %s -o %t && %t
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>
#include <cuda/std/span>

#include <cstdio>
#include <string>

int main() {
  int failures = 0;
  auto check = [&](bool ok, const char *what) {
    std::printf("%s %s\n", ok ? "ok  " : "FAIL", what);
    failures += !ok;
  };
  std::vector<double> host(1000);
  for (size_t i = 0; i < host.size(); ++i)
    host[i] = 0.5 * double(i) - 3.25;

  oxide::device_buffer<double> buf(host.size());
  check(bool(buf.copy_from_host(host)), "copy_from_host of the right size");
  auto back = buf.to_host();
  check(back && *back == host, "round trip is exact");

  auto too_short = buf.copy_from_host(std::vector<double>(999));
  check(!too_short && too_short.error().message() ==
                          "copy_from_host: host range has 999 elements, device buffer has 1000",
        "a short host range is refused, with both sizes");
  std::vector<double> big(1001, -1.0);
  auto too_long = buf.copy_to_host(cuda::std::span<double>(big.data(), big.size()));
  check(!too_long && big[0] == -1.0, "a long host range is refused and left untouched");

  oxide::device_buffer<double> moved = std::move(buf);
  check(moved.len() == 1000 && buf.len() == 0 && buf.data() == nullptr, "move empties the source");
  auto again = moved.to_host();
  check(again && *again == host, "the moved-to buffer keeps the data");
  return failures;
}
