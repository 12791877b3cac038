// No oxide, but a header named by a macro: parsed, and refused like
// by_macro.cu.
#define BESIDE_CFG "cfg.h"
#include BESIDE_CFG
__global__ void plain(float *out) { out[0] = 1.0f; }
