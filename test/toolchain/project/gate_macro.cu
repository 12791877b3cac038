#include <oxide/oxide.cuh>
#include "spelled.h"
PROJECT_KERNEL OXIDE_LAUNCH_CONTRACT(domain = 1, block = (64, 1, 1), requires = (out.len() >= macro_count))
__global__ void gate_macro(oxide::disjoint_slice<float> out, unsigned n) {}
