// oxide/span.cuh: slice<T> to and from libcu++'s cuda::std::span.
//
// Apart from <oxide/oxide.cuh> because <cuda/std/span> alone costs nvcc
// about as much as an empty translation unit (docs/build.md, "Build cost").
#pragma once

#include <oxide/slice.cuh>

#include <cuda/std/span>

namespace oxide::detail {
template <class T>
struct span_type_needs_oxide_span_cuh {
  using type = cuda::std::span<T>;
};
} // namespace oxide::detail
