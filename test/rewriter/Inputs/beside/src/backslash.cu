// clang's name is `a\" b.h`, gcc's `a\`: refused.
#if 0
#include "a\" b.h"
#endif
__global__ void plain(float *out) { out[0] = 1.0f; }
