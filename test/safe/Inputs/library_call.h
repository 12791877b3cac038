#pragma once
#include <cuda/std/__algorithm/copy_n.h>
// Hands a raw pointer to libcu++, which walks it unchecked.
__device__ inline void copy_four(const float *from, float *to) {
  cuda::std::copy_n(from, 4, to); // expected-error {{safe code passes a raw pointer, or a value that holds one, to library code}}
}
