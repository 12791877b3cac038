// The broken contract is on a declaration in a header.
#include "broken_decl.cuh"
__global__ void gate_header(oxide::disjoint_slice<float> out, unsigned n) {}
