// oxide/span.cuh: slice<T> to and from libcu++'s cuda::std::span: the
// explicit slice(span) constructor and slice::as_span().
//
// Apart from <oxide/oxide.cuh> because <cuda/std/span> alone triples nvcc's
// time on an empty translation unit (docs/build.md, "Build cost").
#pragma once

#include <oxide/slice.cuh>

#include <cuda/std/span>

#include <cstddef>

namespace oxide::detail {
template <class T, std::size_t Extent>
inline constexpr bool is_cuda_span_v<cuda::std::span<T, Extent>> = true;

template <class T>
struct span_type_needs_oxide_span_cuh {
  using type = cuda::std::span<T>;
};
} // namespace oxide::detail
