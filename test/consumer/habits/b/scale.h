// A parameter type of b/kernels.cu's second fill, from a header: the
// generated b/kernels.oxide.h declares it, and main.cpp includes it to call.
#pragma once
namespace b {
struct Scale {
  float factor;
};
} // namespace b
