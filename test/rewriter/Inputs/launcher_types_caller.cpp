// Calls the launchers of test/rewriter/launcher_header_types.cu whose types
// come from a header, with only the generated header (-include) and that one.
#include "launcher_types.h"

oxide::result<void> call(oxide::disjoint_slice<float> o) {
  return from_header_launch(nullptr, oxide::launch_config::grid_1d(1), o, Pair<float>{1, 2}, Range{0, 1},
                            lib::Shape{2, 3});
}
