// examples/common/example_main.h: the main() the ported examples share.
#pragma once

#include <oxide/buffer.cuh>

#include "common/bench.h"

#include <cstdio>
#include <cstring>

namespace oxide_examples {

// An example's main: announces the device (2 without one), runs
// `checks(with_bench)` (false with --no-bench), reports a device_buffer's
// failure, and prints "SUCCESS: <success>" or "FAILURE"; 0 on success.
template <class Checks>
int example_main(const char *name, const char *success, int argc, char **argv, Checks &&checks) {
  const bool with_bench = !(argc > 1 && std::strcmp(argv[1], "--no-bench") == 0);
  if (!announce_device(name))
    return 2;
  bool ok = false;
  try {
    ok = checks(with_bench);
  } catch (const oxide::cuda_exception &e) {
    std::fprintf(stderr, "%s: device_buffer: %s\n", name, e.error().message().c_str());
    return 1;
  }
  if (ok)
    std::printf("SUCCESS: %s\n", success);
  else
    std::printf("FAILURE\n");
  return ok ? 0 : 1;
}

} // namespace oxide_examples
