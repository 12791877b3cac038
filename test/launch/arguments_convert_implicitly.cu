// oxide::launch converts each argument to its kernel parameter's type as a
// plain call would: implicitly. An explicit constructor or conversion
// operator, or an aggregate made from its first field (the rest zero), does
// not compile; with `P{a}` alone each of these compiled and launched with a
// value the caller never wrote (a `shape{6000, 0}` makes `out.len() >= s.w *
// s.h` trivially true).
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// RUN: not %nvcc -DAGGREGATE -c %t.cu -o %t.o 2>&1 | FileCheck %s
// RUN: not %nvcc -DEXPLICIT_CONSTRUCTOR -c %t.cu -o %t.o 2>&1 | FileCheck %s
// RUN: not %nvcc -DEXPLICIT_OPERATOR -c %t.cu -o %t.o 2>&1 | FileCheck %s
// CHECK: oxide: this launch argument does not convert implicitly to the kernel's parameter type
#include <oxide/oxide.cuh>

#include <cstdint>

struct shape {
  std::uint32_t w, h;
};
struct rows {
  explicit rows(unsigned v) : n(v) {}
  unsigned n;
};
struct handle {
  explicit operator unsigned() const { return 5; }
};

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1), requires = (out.len() >= s.w * s.h))
__global__ void shaped(oxide::disjoint_slice<float> out, shape s) {}

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1))
__global__ void counted(oxide::disjoint_slice<float> out, rows r, unsigned n) {}

void launches(oxide::disjoint_slice<float> out) {
  (void)oxide::launch<shaped>(nullptr, oxide::launch_config::grid_1d(1), out, shape{4, 5}); // fine
  (void)oxide::launch<counted>(nullptr, oxide::launch_config::grid_1d(1), out, rows(3), 7u);  // fine
#if defined(AGGREGATE)
  (void)oxide::launch<shaped>(nullptr, oxide::launch_config::grid_1d(1), out, 6000u);
#elif defined(EXPLICIT_CONSTRUCTOR)
  (void)oxide::launch<counted>(nullptr, oxide::launch_config::grid_1d(1), out, 3u, 7u);
#elif defined(EXPLICIT_OPERATOR)
  (void)oxide::launch<counted>(nullptr, oxide::launch_config::grid_1d(1), out, rows(3), handle{});
#endif
}
