// A header's spellings of oxide views as kernel parameters (unchecked_params.cu).
#pragma once
#include <oxide/oxide.cuh>

using row_of_floats = oxide::row_view<const float>;
struct with_tile {
  oxide::tile_view<float, 2, 2> t;
  unsigned n;
};
