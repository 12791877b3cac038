// No oxide in clang's view of this file at all: only nvcc's holds a kernel.
#if !defined(__clang__)
// ONLY: only_hidden.cu:[[@LINE-1]]:{{[0-9]+}}: error: oxide code that only nvcc would compile: this branch depends on '__clang__'
#include <oxide/oxide.cuh>
[[oxide::kernel]] __global__ void bad(float *p) { p[0] = 1.0f; }
#endif
__global__ void plain(float *p) { p[1] = 2.0f; }
