// A header that holds an oxide kernel, included only where nvcc looks.
#pragma once
#include <oxide/oxide.cuh>

[[oxide::kernel]]
__global__ void from_header(float *p) { p[0] = 1.0f; }
