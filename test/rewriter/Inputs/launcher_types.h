// Types that test/rewriter/launcher_header_types.cu's kernels take, declared
// in a header the generated launcher header must include.
#pragma once
template <class T>
struct Pair {
  T first, second;
};
typedef struct {
  int lo, hi;
} Range;
namespace lib {
struct Shape {
  int rows, cols;
};
} // namespace lib
